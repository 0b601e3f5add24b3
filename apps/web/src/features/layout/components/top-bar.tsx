import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuIcon, PhoneIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { ANDROID_APP_URL } from '../../../lib/contact';
import { useIsLoggedIn } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';
import { CartLink } from './cart-link';
import { LanguageMenu } from './language-menu';
import { ProfileMenu } from './profile-menu';

interface TopBarProps {
  searchBox: ReactNode;
  /** The cart link with the cart's count, shown to a logged-in visitor (the router composes it). */
  liveCartLink: ReactNode;
  onOpenMenu: () => void;
}

export function TopBar({ searchBox, liveCartLink, onOpenMenu }: TopBarProps) {
  const t = useStrings();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="top-bar">
      <div className="top-bar__inner">
        <button type="button" className="icon-button top-bar__hamburger" aria-haspopup="dialog" onClick={onOpenMenu}>
          <MenuIcon />
          <span className="visually-hidden">{t('layout.openMenu')}</span>
        </button>
        <Link className="top-bar__logo" to={paths.home()} aria-label={t('layout.homeLink')}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="top-bar__brand">{t('app.name')}</span>
        </Link>
        <div className="top-bar__search">{searchBox}</div>
        <a className="top-bar__action top-bar__app" href={ANDROID_APP_URL} target="_blank" rel="noopener noreferrer">
          <PhoneIcon />
          <span>{t('layout.getApp')}</span>
          <span className="visually-hidden"> {t('footer.newTab')}</span>
        </a>
        <LanguageMenu />
        <ProfileMenu />
        {loggedIn ? <Suspense fallback={<CartLink count={0} />}>{liveCartLink}</Suspense> : <CartLink count={0} />}
      </div>
    </div>
  );
}
