import { useId, type ReactNode } from 'react';
import {
  LICENCE_KINDS,
  enCounter,
  pickText,
  type BilingualText,
  type LanguageCode,
  type Product,
  type ToxicityColour,
} from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { formatNumber } from '../lib/format-number';
import './counter.css';

/**
 * The label's diamond: a white upper triangle over one coloured by toxicity, as on every Indian
 * pesticide label. The colour's meaning is its accessible name.
 */
function ToxicityTriangle({ colour, name }: { colour: ToxicityColour; name: string }) {
  return (
    <svg className={`toxicity toxicity--${colour}`} viewBox="0 0 100 100" role="img" aria-label={name}>
      <polygon points="50,3 97,50 3,50" className="toxicity__upper" />
      <polygon points="3,50 97,50 50,97" className="toxicity__lower" />
    </svg>
  );
}

/** One fact of the label: a term and its value in the page's language. */
function Fact({ term, children, lang }: { term: string; children: ReactNode; lang?: string | undefined }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

/** One date formatter per language, made once: `toLocaleDateString` makes one on every call. */
const labelDates = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  kn: new Intl.DateTimeFormat('kn-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
} satisfies Record<LanguageCode, Intl.DateTimeFormat>;

/** A date of the label as the page's language writes it. */
function labelDate(iso: string, language: LanguageCode): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return labelDates[language].format(date);
}

/**
 * Label and safety (issue 21): what the law puts on a pesticide's, a fertilizer's or a seed
 * packet's label, and under 'Sold by' the licences the seller sells them under. Nothing for a
 * product with neither (a tool from an unlicensed seller).
 */
export function LabelAndSafety({ product, language }: { product: Product; language: LanguageCode }) {
  const t = useStrings(enCounter);
  const id = useId();
  const { pesticide, fertilizer, seed } = product.label;
  const licences = LICENCE_KINDS.flatMap((kind) => {
    const number = product.seller.licences[kind];
    return number ? [{ kind, number }] : [];
  });
  if (!pesticide && !fertilizer && !seed && licences.length === 0) return null;
  const text = (value: BilingualText) => pickText(value, language);
  const lang = language === 'kn' ? 'kn' : 'en';
  const seller = pickText(product.seller.name, language);

  return (
    <section className="label-safety" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('counter.label')}</h2>
      {(pesticide || fertilizer || seed) && (
        <dl className="label-safety__facts">
          {pesticide && (
            <>
              <div className="label-safety__toxicity">
                <dt>{t('counter.toxicity')}</dt>
                <dd>
                  <ToxicityTriangle colour={pesticide.toxicity} name={t(`counter.toxicity.${pesticide.toxicity}`)} />
                  <span>{t(`counter.toxicity.${pesticide.toxicity}`)}</span>
                </dd>
              </div>
              <Fact term={t('counter.registration')}>{pesticide.registrationNumber}</Fact>
              {pesticide.preHarvestDays !== null && (
                <Fact term={t('counter.preHarvest')}>
                  {t('counter.preHarvestDays', { count: pesticide.preHarvestDays })}
                </Fact>
              )}
              <Fact term={t('counter.protectiveGear')} lang={lang}>
                {text(pesticide.protectiveGear)}
              </Fact>
              <Fact term={t('counter.firstAid')} lang={lang}>
                {text(pesticide.firstAid)}
              </Fact>
              <Fact term={t('counter.antidote')} lang={lang}>
                {text(pesticide.antidote)}
              </Fact>
            </>
          )}
          {fertilizer && <Fact term={t('counter.fcoGrade')}>{fertilizer.fcoGrade}</Fact>}
          {seed && (
            <>
              <Fact term={t('counter.variety')}>{seed.variety}</Fact>
              <Fact term={t('counter.germination')}>
                {t('counter.germinationPercent', { percent: formatNumber(seed.germinationPercent, language) })}
              </Fact>
              <Fact term={t('counter.lot')}>{seed.lot}</Fact>
              <Fact term={t('counter.testDate')}>{labelDate(seed.testDate, language)}</Fact>
            </>
          )}
        </dl>
      )}
      <div className="label-safety__seller">
        <h3>{t('counter.soldBy')}</h3>
        <p className="label-safety__seller-name" lang={language === 'kn' && product.seller.name.kn ? 'kn' : 'en'}>
          {seller}
        </p>
        {licences.length > 0 && (
          <dl className="label-safety__licences">
            {licences.map(({ kind, number }) => (
              <Fact key={kind} term={t(`counter.licence.${kind}`)}>
                {number}
              </Fact>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
