import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { enAdmin } from '@krishi/contract';
import { currentLanguage, switchLocale } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';
import type { Operator } from '../api/me';
import { adminPaths } from '../lib/paths';

const SECTIONS = [
  { to: adminPaths.reviews(), label: 'admin.nav.reviews' },
  { to: adminPaths.orders(), label: 'admin.nav.orders' },
  { to: adminPaths.products(), label: 'admin.nav.products' },
  { to: adminPaths.categories(), label: 'admin.nav.categories' },
  { to: adminPaths.sellers(), label: 'admin.nav.sellers' },
  { to: adminPaths.csv(), label: 'admin.nav.csv' },
  { to: adminPaths.lots(), label: 'admin.nav.lots' },
  { to: adminPaths.coupons(), label: 'admin.nav.coupons' },
  { to: adminPaths.promotions(), label: 'admin.nav.promotions' },
  { to: adminPaths.synonyms(), label: 'admin.nav.synonyms' },
  { to: adminPaths.audit(), label: 'admin.nav.audit' },
] as const;

/** The back office's frame: a side navigation on a wide screen, a Menu button that opens it on a phone. */
export function AdminLayout({ operator, children }: { operator: Operator; children: ReactNode }) {
  const t = useStrings(enAdmin);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  // Choosing a section closes the phone's menu.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const kannada = currentLanguage() === 'kn';
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="admin__bar">
        <Link className="admin__brand" to={adminPaths.home()}>
          {t('admin.title')}
        </Link>
        <span className="admin__who">{operator.name ?? operator.phoneNumber}</span>
        <button
          type="button"
          className="button button--outline button--small admin__language"
          lang={kannada ? 'en' : 'kn'}
          onClick={() => (kannada ? switchLocale('en_In', 'English') : switchLocale('kn_In', 'Kannada'))}
        >
          {kannada ? 'English' : 'ಕನ್ನಡ'}
        </button>
        <button
          type="button"
          className="button button--outline button--small admin__menu-button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen((was) => !was)}
        >
          {t('admin.menu')}
        </button>
      </header>
      <div className="admin__body">
        <nav id="admin-nav" className={`admin__nav${open ? ' admin__nav--open' : ''}`} aria-label={t('admin.navLabel')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink className="admin__nav-link" to={section.to}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link className="admin__nav-link" to={adminPaths.shop()}>
                {t('admin.backToShop')}
              </Link>
            </li>
          </ul>
        </nav>
        <main id="main" className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
