import { enPages, type LanguageCode } from '@krishi/contract';
import { cancellationTermsQueryOptions } from '../../features/static-pages/api/get-cancellation-terms';
import {
  documentLoaders,
  farmerMarketplaceLoaders,
  type DocumentId,
} from '../../features/static-pages/content/loaders';
import { pageContentQueryOptions } from '../../features/static-pages/lib/use-content';
import { FarmerMarketplacePage } from '../../features/static-pages/components/farmer-marketplace-page';
import { StaticDocument } from '../../features/static-pages/components/static-document';
import { paths } from '../../config/paths';
import { useLanguage } from '../../lib/page-locale';
import { pageData, pageQuery } from '../../lib/page-data';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

const TITLE_KEYS = {
  about: 'pages.about.title',
  terms: 'pages.terms.title',
  privacy: 'pages.privacy.title',
  referral: 'pages.referral.title',
  refund: 'pages.refund.title',
} as const satisfies Record<DocumentId, string>;

const other = (language: LanguageCode): LanguageCode => (language === 'kn' ? 'en' : 'kn');

/**
 * A document in the reader's language, or, for the policies published per language
 * (/referral-points-kn, /refund-policy-en, ...), in the language of its URL.
 */
function DocumentRoute({ id, fixedLanguage }: { id: DocumentId; fixedLanguage?: LanguageCode }) {
  const t = useStrings(enPages);
  usePageTitle(t(TITLE_KEYS[id]));
  const pageLanguage = useLanguage();
  const language = fixedLanguage ?? pageLanguage;
  const versionPath = id === 'referral' ? paths.referral : id === 'refund' ? paths.refundPolicy : null;
  const otherVersion =
    fixedLanguage && versionPath
      ? { href: versionPath(other(fixedLanguage)), language: other(fixedLanguage) }
      : undefined;
  return (
    <main className="page">
      <StaticDocument id={id} language={language} otherVersion={otherVersion} />
    </main>
  );
}

function FarmerMarketplace() {
  const t = useStrings(enPages);
  usePageTitle(t('pages.farmerMarketplace.title'));
  const language = useLanguage();
  return (
    <main className="page">
      <FarmerMarketplacePage language={language} />
    </main>
  );
}

/** Every static page; the router picks one per path, all from this one lazily loaded module. */
export const staticPages = {
  about: () => <DocumentRoute id="about" />,
  terms: () => <DocumentRoute id="terms" />,
  privacy: () => <DocumentRoute id="privacy" />,
  referralEn: () => <DocumentRoute id="referral" fixedLanguage="en" />,
  referralKn: () => <DocumentRoute id="referral" fixedLanguage="kn" />,
  refundEn: () => <DocumentRoute id="refund" fixedLanguage="en" />,
  refundKn: () => <DocumentRoute id="refund" fixedLanguage="kn" />,
  farmerMarketplace: FarmerMarketplace,
};

export type StaticPageName = keyof typeof staticPages;

/** A document's text; the refund policy also states the cancellation terms. */
const documentData = (id: DocumentId, fixedLanguage?: LanguageCode) =>
  pageData(({ language }) => [
    pageQuery(pageContentQueryOptions(id, fixedLanguage ?? language, (lang) => documentLoaders[id][lang]())),
    ...(id === 'refund' ? [pageQuery(cancellationTermsQueryOptions())] : []),
  ]);

/** The loader of each static page: the text it shows. */
export const staticPageLoaders = {
  about: documentData('about'),
  terms: documentData('terms'),
  privacy: documentData('privacy'),
  referralEn: documentData('referral', 'en'),
  referralKn: documentData('referral', 'kn'),
  refundEn: documentData('refund', 'en'),
  refundKn: documentData('refund', 'kn'),
  farmerMarketplace: pageData(({ language }) => [
    pageQuery(pageContentQueryOptions('farmer-marketplace', language, (lang) => farmerMarketplaceLoaders[lang]())),
  ]),
} satisfies Record<StaticPageName, unknown>;
