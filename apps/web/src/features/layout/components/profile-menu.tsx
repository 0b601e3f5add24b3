import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../lib/dismiss';
import { useRouteMenu } from '../../../lib/route-menu';
import { useIsLoggedIn, useSessionPhone } from '../../../lib/session';
import { useMenuUserDetails } from '../api/get-user-details';
import { useLogout } from '../api/logout';

/** Spec: logged in, a welcome line (the first name once known, else the phone), My Orders, Your Account, Logout. */
function AccountLinks() {
  const { t } = useTranslation();
  const phone = useSessionPhone();
  const { data: user } = useMenuUserDetails(phone, true);
  const logout = useLogout();
  const name = user?.firstName || phone;
  return (
    <>
      {name && <p className="menu__welcome">{t('layout.welcome', { name })}</p>}
      <ul className="menu__list">
        <li>
          <Link className="menu__item" to={paths.myOrders()}>
            {t('layout.myOrders')}
          </Link>
        </li>
        <li>
          <Link className="menu__item" to={paths.yourAccount()}>
            {t('layout.yourAccount')}
          </Link>
        </li>
        <li>
          <button type="button" className="menu__item" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('layout.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}

/** Logged out: a Login button and the 'New customer? Sign Up' link. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [open, setOpen] = useRouteMenu<true>();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open !== null, () => setOpen(null));
  return (
    <div className="menu menu--profile" ref={rootRef}>
      <button
        type="button"
        className="top-bar__action"
        aria-expanded={open !== null}
        aria-controls="profile-menu"
        onClick={() => setOpen(open ? null : true)}
      >
        <UserIcon />
        <span className="top-bar__label">{t('layout.account')}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div id="profile-menu" className="menu__popup menu__popup--end">
          {loggedIn ? (
            <AccountLinks />
          ) : (
            <>
              <Link className="button menu__login" to={paths.login()}>
                {t('layout.login')}
              </Link>
              <Link className="menu__signup" to={paths.register()}>
                {t('layout.signUp')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
