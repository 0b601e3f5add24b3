import { enAgronomy, ingredientLabel, type LanguageCode, type Product } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { termsOf } from '../lib/terms';
import { DoseLine } from './dose-line';
import { TermLinks } from './term-links';

/**
 * What a farmer asks at the counter before buying a crop input: what is in it, what it controls,
 * on which crops, and how much to use. Nothing for a product without agronomy (a tool).
 */
export function AgronomyFacts({ product, language }: { product: Product; language: LanguageCode }) {
  const t = useStrings(enAgronomy);
  const { ingredients, crops, targets, dosePerAcre, dosePerLitre } = product.agronomy;
  const controls = termsOf(targets, product.agronomyTerms);
  const forCrops = termsOf(crops, product.agronomyTerms);
  if (ingredients.length === 0 && controls.length === 0 && forCrops.length === 0 && !dosePerAcre && !dosePerLitre) {
    return null;
  }
  return (
    <dl className="agronomy-facts">
      {ingredients.length > 0 && (
        <div>
          <dt>{t('agronomy.contains')}</dt>
          <dd lang={language}>{ingredients.map((i) => ingredientLabel(i, language)).join(', ')}</dd>
        </div>
      )}
      {controls.length > 0 && (
        <div>
          <dt>{t('agronomy.controls')}</dt>
          <dd>
            <TermLinks terms={controls} language={language} />
          </dd>
        </div>
      )}
      {forCrops.length > 0 && (
        <div>
          <dt>{t('agronomy.forCrops')}</dt>
          <dd>
            <TermLinks terms={forCrops} language={language} />
          </dd>
        </div>
      )}
      {(dosePerAcre || dosePerLitre) && (
        <div>
          <dt>{t('agronomy.dose')}</dt>
          <dd>
            <DoseLine perAcre={dosePerAcre} perLitre={dosePerLitre} language={language} />
          </dd>
        </div>
      )}
    </dl>
  );
}
