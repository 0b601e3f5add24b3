import { enPages, type LanguageCode } from '@krishi/contract';
import type { DocumentId } from '../../features/static-pages/content/loaders';
import { FarmerMarketplacePage } from '../../features/static-pages/components/farmer-marketplace-page';
import { StaticDocument } from '../../features/static-pages/components/static-document';
import { paths } from '../../config/paths';
import { currentLanguage } from '../../lib/language';
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
  const language = fixedLanguage ?? currentLanguage();
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
  return (
    <main className="page">
      <FarmerMarketplacePage language={currentLanguage()} />
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
