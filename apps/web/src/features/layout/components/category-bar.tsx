import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pickText, type Category, type LanguageCode } from '@krishi/contract';
import { ChevronDownIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useFrameQueries } from '../lib/frame-queries';
import { useRouteMenu } from '../../../lib/route-menu';
import { useStrings } from '../../../lib/strings';
import { useItemsThatFit } from '../lib/use-items-that-fit';

/** Spec section 9: a hover menu closes 150 ms after the pointer leaves it. */
const CLOSE_DELAY_MS = 150;

type MenuId = number | 'brands' | 'more';

function useHoverMenu() {
  const [open, setOpen] = useRouteMenu<MenuId>();
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  return {
    open,
    /** Props of a menu's item: the pointer or focus opens it, leaving closes it after the delay. */
    itemProps: (id: MenuId) => ({
      // With another menu open, switching waits the same delay: a pointer crossing the bar on
      // its way into the open panel does not swap the panel away from under it.
      onMouseEnter: () => {
        cancel();
        if (open === null || open === id) setOpen(id);
        else timer.current = window.setTimeout(() => setOpen(id), CLOSE_DELAY_MS);
      },
      onMouseLeave: () => {
        cancel();
        timer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
      },
      onFocus: () => {
        cancel();
        setOpen(id);
      },
      onBlur: (event: FocusEvent<HTMLLIElement>) => {
        // Only the open item closes on losing focus: pressing a link in another item's panel
        // blurs this one, and must not close the panel being clicked.
        if (open === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      },
      onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
        if (event.key !== 'Escape') return;
        setOpen(null);
        event.currentTarget.querySelector<HTMLElement>('a, button')?.focus();
      },
    }),
  };
}

function MenuItem({
  id,
  label,
  href,
  hover,
  className,
  state,
  hidden,
  children,
}: {
  id: MenuId;
  label: string;
  href: string;
  hover: ReturnType<typeof useHoverMenu>;
  className: string;
  state?: unknown;
  hidden?: boolean;
  children: ReactNode;
}) {
  const open = hover.open === id;
  return (
    <li className={open ? `${className} is-open` : className} hidden={hidden} {...hover.itemProps(id)}>
      <Link className="green-bar__link" to={href} state={state} aria-expanded={open}>
        {label}
        <ChevronDownIcon />
      </Link>
      {open && children}
    </li>
  );
}

/** A link in one of the bar's panels to a category's listing, handing over the name it shows. */
function BarCategoryLink({
  category,
  language,
  className,
  children,
}: {
  category: Pick<Category, 'id' | 'name'>;
  language: LanguageCode;
  className?: string;
  children?: ReactNode;
}) {
  const name = pickText(category.name, language);
  return (
    <Link
      className={className}
      to={paths.category({ id: category.id, name: category.name.en })}
      state={{ categoryName: name }}
    >
      {children ?? name}
    </Link>
  );
}

/**
 * The green bar of wide screens: root categories whose children open below on hover or focus,
 * a Brands menu, and the seller and farmer-marketplace links.
 */
export function CategoryBar({ categories, language }: { categories: Category[]; language: LanguageCode }) {
  const t = useStrings();
  const brands = useQuery(useFrameQueries().firstBrandPage()).data?.content;
  const hover = useHoverMenu();
  // Categories that do not fit the bar's width are listed under More, not cut off.
  const { listRef, count } = useItemsThatFit(`${language}:${categories.map((c) => c.id).join(',')}`);
  const shown = count ?? categories.length;
  return (
    <nav className="green-bar" aria-label={t('layout.mainNav')}>
      <div className="green-bar__inner">
        <ul className="green-bar__roots" ref={listRef}>
          {categories.map((category, position) => {
            const name = pickText(category.name, language);
            return (
              <MenuItem
                key={category.id}
                id={category.id}
                label={name}
                href={paths.category({ id: category.id, name: category.name.en })}
                state={{ categoryName: name }}
                hover={hover}
                className="green-bar__item"
                hidden={position >= shown}
              >
                <div className="green-bar__panel">
                  <ul className="green-bar__children">
                    {category.childCategories.map((child) => (
                      <li key={child.id}>
                        <BarCategoryLink category={child} language={language} />
                      </li>
                    ))}
                    <li>
                      <BarCategoryLink category={category} language={language} className="green-bar__all">
                        {t('layout.viewCategory', { name })}
                      </BarCategoryLink>
                    </li>
                  </ul>
                </div>
              </MenuItem>
            );
          })}
          <MenuItem
            id="more"
            label={t('layout.moreCategories')}
            href={paths.categories()}
            hover={hover}
            className="green-bar__item green-bar__item--more"
            hidden={count !== null && count >= categories.length}
          >
            <div className="green-bar__panel">
              <ul className="green-bar__children">
                {categories.slice(shown).map((category) => (
                  <li key={category.id}>
                    <BarCategoryLink category={category} language={language} />
                  </li>
                ))}
                <li>
                  <Link className="green-bar__all" to={paths.categories()}>
                    {t('layout.allCategories')}
                  </Link>
                </li>
              </ul>
            </div>
          </MenuItem>
        </ul>
        <ul className="green-bar__extra">
          <MenuItem
            id="brands"
            label={t('layout.brands')}
            href={paths.brands()}
            hover={hover}
            className="green-bar__item green-bar__item--brands"
          >
            <div className="green-bar__panel green-bar__panel--brands">
              <ul className="green-bar__children">
                {brands?.map((brand) => (
                  <li key={brand.id}>
                    <Link to={paths.seller(brand.id)}>{pickText(brand.name, language)}</Link>
                  </li>
                ))}
                <li>
                  <Link className="green-bar__all" to={paths.brands()}>
                    {t('layout.allBrands')}
                  </Link>
                </li>
              </ul>
            </div>
          </MenuItem>
          <li>
            <Link className="green-bar__link" to={paths.crops()}>
              {t('layout.crops')}
            </Link>
          </li>
          <li>
            <Link className="green-bar__link" to={paths.sellOn()}>
              {t('layout.sellOn')}
            </Link>
          </li>
          <li>
            <Link className="green-bar__link" to={paths.farmerMarketplace()}>
              {t('layout.farmerMarketplace')}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
