import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { useSessionPhone } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';
import { logout } from '../api/logout';
import { useFrameQueries } from '../lib/frame-queries';

/** Spec: logged in, a welcome line (the first name once known, else the phone), My Orders, Your Account, Logout. */
export function AccountLinks() {
  const t = useStrings();
  const phone = useSessionPhone();
  const details = useFrameQueries().userDetails(phone ?? '');
  // Fetched when the profile menu first opens.
  const { data: user } = useQuery({ ...details, enabled: phone !== null });
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
          <Link className="menu__item" to={paths.refer()}>
            {t('layout.referFarmer')}
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
