import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../lib/dismiss';
import { useRouteMenu } from '../../../lib/route-menu';
import { useIsLoggedIn } from '../../../lib/session';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';
import { useStrings } from '../../../lib/strings';

// Loaded when a logged-in visitor first opens the menu: the start-up JavaScript stays as it was.
const AccountLinks = lazyWhenOnline(() => import('./account-links').then((m) => m.AccountLinks));

/** Logged out: a Login button and the 'New customer? Sign Up' link; logged in: the account links. */
export function ProfileMenu() {
  const t = useStrings();
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
            <Suspense fallback={null}>
              <AccountLinks />
            </Suspense>
          ) : (
            <>
              <Link className="button menu__login" to={paths.login()}>
                {t('layout.login')}
              </Link>
              {/* The registration form needs a login first: a new customer starts at the phone login. */}
              <Link className="menu__signup" to={paths.loginToSignUp()}>
                {t('layout.signUp')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
