import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionPhone } from '../../../lib/session';
import { useMenuUserDetails } from '../api/get-user-details';
import { logout } from '../api/logout';

/** Spec: logged in, a welcome line (the first name once known, else the phone), My Orders, Your Account, Logout. */
export function AccountLinks() {
  const { t } = useTranslation();
  const phone = useSessionPhone();
  const { data: user } = useMenuUserDetails(phone);
  const [leaving, setLeaving] = useState(false);
  const name = user?.firstName || phone;
  // The line ends in an ellipsis when the name is long: the title holds all of it.
  const welcome = name ? t('layout.welcome', { name }) : null;
  return (
    <>
      {welcome && (
        <p className="menu__welcome" title={welcome}>
          {welcome}
        </p>
      )}
      <ul className="menu__list">
        <li>
          <Link className="menu__item" to={paths.myOrders()}>
            {t('layout.myOrders')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" to={paths.wishlist()}>
            {t('wishlist.title')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" to={paths.yourAccount()}>
            {t('layout.yourAccount')}
          </Link>
        </li>
        {user?.isAdmin && (
          <li>
            <Link className="menu__item" to={paths.admin()}>
              {t('admin.navLabel')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="menu__item"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {t('layout.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
