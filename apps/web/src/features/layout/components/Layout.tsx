import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/page-locale';
import { useMediaQuery } from '../../../lib/media-query';
import { useRouteMenu } from '../../../lib/route-menu';
import { scrollToTop } from '../../../lib/scroll';
import { FrameQueriesContext, type FrameQueries } from '../lib/frame-queries';
import { useSessionExpiry } from '../lib/use-session-expiry';
import { CategoryStrip } from './category-strip';
import { Footer } from './footer';
import { OfflineBadge } from './offline-badge';
import { TopBar } from './top-bar';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';
import { useStrings } from '../../../lib/strings';

// Phones never load the green bar and wide screens never load the hamburger menu (only on
// demand): each screen's start-up JavaScript holds only the navigation it shows.
const CategoryBar = lazyWhenOnline(() => import('./category-bar').then((m) => m.CategoryBar));
const MobileMenu = lazyWhenOnline(() => import('./mobile-menu').then((m) => m.MobileMenu));

/** Must match the CSS breakpoint of the green bar. */
const WIDE_SCREEN = '(min-width: 1024px)';

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

interface LayoutProps {
  searchBox: ReactNode;
  notifications: ReactNode;
  /** The top bar's cart link with the cart's count, for a logged-in visitor. */
  liveCartLink: ReactNode;
  /** The options of the queries the menus show, owned by other features. */
  queries: FrameQueries;
}

/**
 * The shared frame of every page: top bar, green category bar, category strip, the page, footer.
 * What other features show in it comes in as slots, composed by the router.
 */
export function Layout({ searchBox, notifications, liveCartLink, queries }: LayoutProps) {
  const t = useStrings();
  const language = useLanguage();
  const { data: categories } = useQuery(queries.categoryTree());
  const wide = useMediaQuery(WIDE_SCREEN);
  const [menu, setMenu] = useRouteMenu<true>();
  useScrollToTopOnRouteChange();
  useSessionExpiry();

  return (
    <FrameQueriesContext value={queries}>
      {/* While the full-screen menu is open the page behind it is out of reach, as a modal dialog wants. */}
      <div className="site" inert={menu !== null}>
        <a className="skip-link" href="#content">
          {t('layout.skipToContent')}
        </a>
        <header className="site-header">
          <TopBar searchBox={searchBox} liveCartLink={liveCartLink} onOpenMenu={() => setMenu(true)} />
          {/* The slot holds the bar's height while its code loads, so nothing below moves. */}
          <div className="green-bar-slot">
            {wide && (
              <Suspense fallback={null}>
                <CategoryBar categories={categories ?? []} language={language} />
              </Suspense>
            )}
          </div>
          <CategoryStrip categories={categories} language={language} />
        </header>
        <OfflineBadge />
        <div id="content" tabIndex={-1}>
          {/* Reading works without JavaScript (decision 037); buying does not, and says so. */}
          <noscript>
            <p className="no-script">{t('layout.needsJavaScript')}</p>
          </noscript>
          <Outlet />
        </div>
        <Footer />
      </div>
      {notifications}
      {menu && (
        <Suspense fallback={null}>
          <MobileMenu categories={categories} language={language} onClose={() => setMenu(null)} />
        </Suspense>
      )}
    </FrameQueriesContext>
  );
}
