import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { currentLanguage } from '../../../lib/language';
import { useRouteMenu } from '../../../lib/route-menu';
import { scrollToTop } from '../../../lib/scroll';
import { useMenuBrands } from '../api/get-brands';
import { useMenuCategories } from '../api/get-categories';
import { CategoryBar } from './category-bar';
import { CategoryStrip } from './category-strip';
import { Footer } from './footer';
import { OfflineBadge } from './offline-badge';
import { TopBar } from './top-bar';

// Only small screens open it, and only on demand: it stays out of the start-up bundle.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/**
 * Spec: every route change scrolls smoothly to the top. A new `?page=` is not a new route: the
 * list scrolls to its own top instead.
 */
function useScrollToTopOnRouteChange() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('page');
  const route = `${pathname}?${params.toString()}`;
  const shown = useRef(route);
  useEffect(() => {
    if (shown.current === route) return;
    shown.current = route;
    scrollToTop();
  }, [route]);
}

/** The shared frame of every page: top bar, green category bar, category strip, the page, footer. */
export function Layout({ searchBox }: { searchBox: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { data: categories } = useMenuCategories();
  const { data: brands } = useMenuBrands();
  const [menu, setMenu] = useRouteMenu<true>();
  useScrollToTopOnRouteChange();

  return (
    <>
      <a className="skip-link" href="#content">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <TopBar searchBox={searchBox} onOpenMenu={() => setMenu(true)} />
        <CategoryBar categories={categories ?? []} brands={brands?.content} language={language} />
        <CategoryStrip categories={categories} language={language} />
      </header>
      <OfflineBadge />
      <div id="content" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      {menu && (
        <Suspense fallback={null}>
          <MobileMenu
            categories={categories}
            brands={brands?.content}
            language={language}
            onClose={() => setMenu(null)}
          />
        </Suspense>
      )}
    </>
  );
}
