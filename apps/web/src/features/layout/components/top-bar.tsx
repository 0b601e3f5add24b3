import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, MenuIcon, PhoneIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useCartCount } from '../../../lib/cart';
import { ANDROID_APP_URL } from '../../../lib/contact';
import { LanguageMenu } from './language-menu';
import { ProfileMenu } from './profile-menu';

export function TopBar({ searchBox, onOpenMenu }: { searchBox: ReactNode; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const count = useCartCount();
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
        <Link className="top-bar__action top-bar__cart" to={paths.cart()} aria-label={t('layout.cartCount', { count })}>
          <CartIcon />
          <span className="top-bar__label" aria-hidden="true">
            {t('layout.cart')}
          </span>
          <span className="cart-badge" aria-hidden="true">
            {count}
          </span>
        </Link>
      </div>
    </div>
  );
}
