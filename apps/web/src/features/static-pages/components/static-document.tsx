import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { enPages, type CancellationTerms, type LanguageCode } from '@krishi/contract';
import { useLanguage } from '../../../lib/page-locale';
import { useStrings } from '../../../lib/strings';
import { useCancellationTerms } from '../api/get-cancellation-terms';
import { documentLoaders, type DocumentId } from '../content/loaders';
import type { DocumentContent, Paragraph } from '../content/types';
import { formatLongDate } from '../lib/format-date';
import { usePageContent } from '../lib/use-content';
import { PageStatus } from './page-status';
import './static-pages.css';

/** Long pages get a list of their sections at the top. */
const CONTENTS_FROM = 7;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Scrolls within the page without a navigation, which would scroll back to the top.
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** Whether a page states the cancellation terms, and so must wait for them. */
const statesTerms = (content: DocumentContent | undefined) =>
  content?.sections.some((section) => section.paragraphs?.some((paragraph) => typeof paragraph === 'function')) ??
  false;

function written(paragraph: Paragraph, terms: CancellationTerms | undefined): string {
  if (typeof paragraph === 'string') return paragraph;
  // Not reached without terms: a page that states them waits for them.
  return terms ? paragraph(terms) : '';
}

/**
 * A policy or information page in one language. Policies that exist per language link to
 * their other version.
 */
export function StaticDocument({
  id,
  language,
  otherVersion,
}: {
  id: DocumentId;
  language: LanguageCode;
  otherVersion?: { href: string; language: LanguageCode };
}) {
  const t = useStrings(enPages);
  const uiLanguage = useLanguage();
  const { data: content, isError } = usePageContent(id, language, (lang) => documentLoaders[id][lang]());
  const needsTerms = statesTerms(content);
  const terms = useCancellationTerms(needsTerms);
  if (!content) return <PageStatus failed={isError} />;
  // The policy never promises terms the server does not keep: without them it waits, or fails.
  if (needsTerms && !terms.data) return <PageStatus failed={terms.isError} />;

  return (
    <article className="doc" lang={language}>
      <header className="doc__head">
        <h1>{content.title}</h1>
        <p className="doc__updated" lang={uiLanguage}>
          {t('pages.lastUpdated', { date: formatLongDate(content.updated, uiLanguage) })}
        </p>
        {otherVersion && (
          <Link className="doc__switch" to={otherVersion.href} lang={otherVersion.language}>
            {t(otherVersion.language === 'kn' ? 'pages.readInKannada' : 'pages.readInEnglish')}
          </Link>
        )}
      </header>
      {content.intro.map((paragraph) => (
        <p key={paragraph} className="doc__intro">
          {paragraph}
        </p>
      ))}
      {content.sections.length >= CONTENTS_FROM && (
        <nav className="doc__contents" aria-labelledby={`${id}-contents`}>
          <h2 id={`${id}-contents`} lang={uiLanguage}>
            {t('pages.contents')}
          </h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((section, index) => (
        <section key={section.id} className="doc__section" aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {content.sections.length >= CONTENTS_FROM && <span className="doc__number">{index + 1}. </span>}
            {section.heading}
          </h2>
          {section.paragraphs
            ?.map((paragraph) => written(paragraph, terms.data))
            .map((text) => (
              <p key={text}>{text}</p>
            ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
