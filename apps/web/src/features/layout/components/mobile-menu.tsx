import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { pickText, type Category, type LanguageCode } from '@krishi/contract';
import { ChevronDownIcon, CloseIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useFrameQueries } from '../lib/frame-queries';
import { DataSaverToggle } from './data-saver-toggle';
import { ANDROID_APP_URL } from '../../../lib/contact';
import { useStrings } from '../../../lib/strings';

interface MobileMenuProps {
  categories: Category[] | undefined;
  language: LanguageCode;
  onClose: () => void;
}

/** A section that opens and closes under its button. */
function Collapsible({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <ul id={id} className="mobile-menu__sub" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The small-screen menu: a full-screen dialog with collapsible categories and brands. The page
 * behind it cannot scroll while it is open; Escape or the close button closes it.
 */
export function MobileMenu({ categories, language, onClose }: MobileMenuProps) {
  const t = useStrings();
  const brands = useQuery(useFrameQueries().firstBrandPage()).data?.content;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <div
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('layout.menu')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="mobile-menu__head">
        <p className="mobile-menu__title">{t('layout.menu')}</p>
        <button ref={closeRef} type="button" className="icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{t('layout.closeMenu')}</span>
        </button>
      </div>
      <nav aria-label={t('layout.mainNav')}>
        <ul className="mobile-menu__list">
          <li>
            <Link className="mobile-menu__link" to={paths.home()}>
              {t('footer.home')}
            </Link>
          </li>
          <Collapsible id="mobile-categories" label={t('layout.categories')}>
            {(categories ?? []).map((root) => {
              const name = pickText(root.name, language);
              return (
                <Collapsible key={root.id} id={`mobile-category-${root.id}`} label={name}>
                  <li>
                    <Link
                      className="mobile-menu__link"
                      to={paths.category({ id: root.id, name: root.name.en })}
                      state={{ categoryName: name }}
                    >
                      {t('layout.viewCategory', { name })}
                    </Link>
                  </li>
                  {root.childCategories.map((child) => {
                    const childName = pickText(child.name, language);
                    return (
                      <li key={child.id}>
                        <Link
                          className="mobile-menu__link"
                          to={paths.category({ id: child.id, name: child.name.en })}
                          state={{ categoryName: childName }}
                        >
                          {childName}
                        </Link>
                      </li>
                    );
                  })}
                </Collapsible>
              );
            })}
            <li>
              <Link className="mobile-menu__link" to={paths.categories()}>
                {t('layout.allCategories')}
              </Link>
            </li>
          </Collapsible>
          <Collapsible id="mobile-brands" label={t('layout.brands')}>
            {(brands ?? []).map((brand) => (
              <li key={brand.id}>
                <Link className="mobile-menu__link" to={paths.seller(brand.id)}>
                  {pickText(brand.name, language)}
                </Link>
              </li>
            ))}
            <li>
              <Link className="mobile-menu__link" to={paths.brands()}>
                {t('layout.allBrands')}
              </Link>
            </li>
          </Collapsible>
          <li>
            <Link className="mobile-menu__link" to={paths.crops()}>
              {t('layout.crops')}
            </Link>
          </li>
          <li>
            <Link className="mobile-menu__link" to={paths.sellOn()}>
              {t('layout.sellOn')}
            </Link>
          </li>
          <li>
            <Link className="mobile-menu__link" to={paths.farmerMarketplace()}>
              {t('layout.farmerMarketplace')}
            </Link>
          </li>
          <li>
            <a className="mobile-menu__link" href={ANDROID_APP_URL} target="_blank" rel="noopener noreferrer">
              {t('layout.getApp')}
              <span className="visually-hidden"> {t('footer.newTab')}</span>
            </a>
          </li>
          <li>
            <DataSaverToggle className="mobile-menu__link" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
