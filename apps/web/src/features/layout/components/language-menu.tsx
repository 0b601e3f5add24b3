import { useEffect, useRef } from 'react';
import type { Language } from '@krishi/contract';
import { ChevronDownIcon, GlobeIcon } from '../../../components/icons';
import { useDismiss } from '../../../lib/dismiss';
import { usePageLocale } from '../../../lib/page-locale';
import { currentLocale, rememberLocale, storedLanguageName, switchLocale } from '../../../lib/language';
import { useRouteMenu } from '../../../lib/route-menu';
import { useStrings } from '../../../lib/strings';
import { InvalidLanguagesError, useLanguages } from '../api/get-languages';
import { DataSaverToggle } from './data-saver-toggle';

/**
 * Spec: if the stored language is not in the fetched list, the first listed one is selected.
 * The page reloads only when that changes the locale shown; otherwise the keys are just
 * brought in line with the list (a first visit stores English without a reload).
 */
function useSettleLanguage(languages: Language[] | undefined) {
  useEffect(() => {
    if (!languages || languages.length === 0) return;
    const locale = currentLocale();
    const current = languages.find((l) => l.locale === locale);
    if (current) {
      if (storedLanguageName() !== current.name) rememberLocale(current.locale, current.name);
      return;
    }
    const first = languages[0]!;
    switchLocale(first.locale, first.name);
  }, [languages]);
}

export function LanguageMenu() {
  const t = useStrings();
  const { data: languages, error } = useLanguages();
  const [open, setOpen] = useRouteMenu<true>();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(rootRef, open !== null, () => setOpen(null));
  useSettleLanguage(languages);
  const { locale } = usePageLocale();

  let body;
  if (error) {
    body = (
      <p className="menu__note">
        {error instanceof InvalidLanguagesError
          ? t('layout.languageInvalid')
          : t('layout.languageError', { message: error.message })}
      </p>
    );
  } else if (!languages) {
    body = <p className="menu__note">{t('common.loading')}</p>;
  } else if (languages.length === 0) {
    body = <p className="menu__note">{t('layout.languageEmpty')}</p>;
  } else {
    body = (
      <ul className="menu__list">
        {languages.map((language) => (
          <li key={language.locale}>
            <button
              type="button"
              className="menu__item"
              lang={language.code}
              aria-current={language.locale === locale ? 'true' : undefined}
              onClick={() =>
                language.locale === locale ? setOpen(null) : switchLocale(language.locale, language.name)
              }
            >
              {language.displayName || language.name}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="menu menu--language" ref={rootRef}>
      <button
        type="button"
        className="top-bar__action"
        aria-expanded={open !== null}
        aria-controls="language-menu"
        aria-label={t('layout.languageCurrent', { name: t('layout.languageName') })}
        onClick={() => setOpen(open ? null : true)}
      >
        <GlobeIcon />
        <span className="top-bar__label">{t('layout.languageName')}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <div id="language-menu" className="menu__popup">
          {body}
          <DataSaverToggle className="menu__item" />
        </div>
      )}
    </div>
  );
}
