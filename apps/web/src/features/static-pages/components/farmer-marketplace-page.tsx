import type { ComponentType } from 'react';
import { enPages, type LanguageCode } from '@krishi/contract';
import { farmerMarketplaceLoaders } from '../content/loaders';
import type { FarmerMarketplaceContent } from '../content/types';
import { ANDROID_APP_URL } from '../../../lib/contact';
import { useStrings } from '../../../lib/strings';
import { usePageContent } from '../lib/use-content';
import { ExternalLink } from './external-link';
import { ProduceIcon, ServiceIcon, TractorIcon } from './icons';
import { PageStatus } from './page-status';
import './static-pages.css';

const ICONS: Record<FarmerMarketplaceContent['blocks'][number]['id'], ComponentType> = {
  products: ProduceIcon,
  machinery: TractorIcon,
  services: ServiceIcon,
};

function StoreLink() {
  const t = useStrings(enPages);
  return (
    <ExternalLink className="button store-link" href={ANDROID_APP_URL}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 2.5v15l8-7.5z" fill="currentColor" />
        <path d="M12 10l3.5-3.3 2.2 1.3c1 .6 1 1.4 0 2l-2.2 1.3z" fill="currentColor" opacity="0.7" />
      </svg>
      {t('pages.getApp')}
    </ExternalLink>
  );
}

/** Spec: the farmer marketplace promotes the mobile app: three blocks and a store link. */
export function FarmerMarketplacePage({ language }: { language: LanguageCode }) {
  const { data: content, isError } = usePageContent('farmer-marketplace', language, (lang) =>
    farmerMarketplaceLoaders[lang](),
  );
  if (!content) return <PageStatus failed={isError} />;
  return (
    <article className="landing" lang={language}>
      <header className="landing__hero">
        <h1>{content.heading}</h1>
        <p className="landing__lead">{content.lead}</p>
        <StoreLink />
      </header>

      <ul className="landing__cards">
        {content.blocks.map((block) => {
          const Icon = ICONS[block.id];
          return (
            <li key={block.id} className="landing__card">
              <span className="landing__icon">
                <Icon />
              </span>
              <h2>{block.heading}</h2>
              <p>{block.text}</p>
            </li>
          );
        })}
      </ul>

      <section className="landing__section" aria-labelledby="farmer-steps">
        <h2 id="farmer-steps">{content.steps.heading}</h2>
        <ol className="landing__steps">
          {content.steps.items.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="landing__cta" aria-labelledby="farmer-download">
        <h2 id="farmer-download">{content.download.heading}</h2>
        <p>{content.download.text}</p>
        <StoreLink />
      </section>
    </article>
  );
}
