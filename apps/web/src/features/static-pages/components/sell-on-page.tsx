import { enPages, type LanguageCode } from '@krishi/contract';
import { sellOnLoaders } from '../content/loaders';
import { SELLER_PORTAL_URL } from '../links';
import { usePageContent } from '../lib/use-content';
import { ExternalLink } from './external-link';
import { PageStatus } from './page-status';
import { useStrings } from '../../../lib/strings';
import './static-pages.css';

function RegisterLink() {
  const t = useStrings(enPages);
  return (
    <ExternalLink className="button button--light" href={SELLER_PORTAL_URL}>
      {t('pages.registerToday')}
    </ExternalLink>
  );
}

/** Spec: the seller recruitment page: hero, the 20,000+ figure, a description and Register Today. */
export function SellOnPage({ language }: { language: LanguageCode }) {
  const { data: content, isError } = usePageContent('sell-on', language, (lang) => sellOnLoaders[lang]());
  if (!content) return <PageStatus failed={isError} />;
  return (
    <article className="landing" lang={language}>
      <header className="landing__hero landing__hero--split">
        <div>
          <h1>{content.heading}</h1>
          <p className="landing__lead">{content.lead}</p>
          <RegisterLink />
        </div>
        <p className="landing__stat">
          <strong>{content.stat.value}</strong>
          <span>{content.stat.label}</span>
        </p>
      </header>

      <section className="landing__section" aria-labelledby="sell-about">
        <h2 id="sell-about">{content.about.heading}</h2>
        {content.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="landing__section" aria-labelledby="sell-benefits">
        <h2 id="sell-benefits">{content.benefits.heading}</h2>
        <ul className="landing__cards landing__cards--four">
          {content.benefits.items.map((item) => (
            <li key={item.heading} className="landing__card">
              <h3>{item.heading}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section" aria-labelledby="sell-steps">
        <h2 id="sell-steps">{content.steps.heading}</h2>
        <ol className="landing__steps">
          {content.steps.items.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="landing__cta" aria-labelledby="sell-cta">
        <h2 id="sell-cta">{content.cta.heading}</h2>
        <p>{content.cta.text}</p>
        <RegisterLink />
      </section>
    </article>
  );
}
