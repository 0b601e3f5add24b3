import { enListing } from '@krishi/contract';
import { useInAppLinks, type InAppLinkOptions } from '../lib/in-app-links';
import { useMediaQuery } from '../lib/media-query';
import { COMPACT_PAGE_BUTTONS, COMPACT_PAGINATION, PAGE_BUTTONS, pageItems } from '../lib/pagination';
import { useStrings } from '../lib/strings';

/** Another page of the same list keeps the scroll position; the list scrolls itself into view. */
const PAGE_LINKS: InAppLinkOptions = { preventScrollReset: true };

interface PaginationProps {
  /** Zero-based current page. */
  pageNum: number;
  totalPages: number;
  /** The address of a zero-based page. */
  hrefFor: (pageNum: number) => string;
}

/**
 * Numbered pagination: five pages around the current one, the first and last as shortcuts,
 * ellipses between; on a phone three pages and no arrows, so the row stays on one line. Pages
 * are links, so each page has its own address.
 */
export function Pagination({ pageNum, totalPages, hrefFor }: PaginationProps) {
  const t = useStrings(enListing);
  const compact = useMediaQuery(COMPACT_PAGINATION);
  const items = pageItems(pageNum, totalPages, compact ? COMPACT_PAGE_BUTTONS : PAGE_BUTTONS);
  const inAppLinks = useInAppLinks<HTMLUListElement>(PAGE_LINKS);
  if (items.length === 0) return null;
  const last = totalPages - 1;
  return (
    <nav className={compact ? 'pagination pagination--compact' : 'pagination'} aria-label={t('pagination.label')}>
      <ul className="pagination__list" ref={inAppLinks}>
        {!compact && (
          <li>
            {pageNum > 0 ? (
              <a className="pagination__step" href={hrefFor(pageNum - 1)}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t('pagination.previous')}</span>
              </a>
            ) : (
              <span className="pagination__step pagination__step--off" aria-hidden="true">
                ‹
              </span>
            )}
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.pageNum}>
              <a
                className="pagination__page"
                href={hrefFor(item.pageNum)}
                aria-current={item.pageNum === pageNum ? 'page' : undefined}
                aria-label={
                  item.pageNum === 0
                    ? `${t('pagination.first')}, ${t('pagination.page', { page: 1 })}`
                    : item.pageNum === last
                      ? `${t('pagination.last')}, ${t('pagination.page', { page: totalPages })}`
                      : t('pagination.page', { page: item.pageNum + 1 })
                }
              >
                {item.pageNum + 1}
              </a>
            </li>
          ),
        )}
        {!compact && (
          <li>
            {pageNum < last ? (
              <a className="pagination__step" href={hrefFor(pageNum + 1)}>
                <span className="visually-hidden">{t('pagination.next')}</span>
                <span aria-hidden="true">›</span>
              </a>
            ) : (
              <span className="pagination__step pagination__step--off" aria-hidden="true">
                ›
              </span>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
