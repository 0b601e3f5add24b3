import { enAgronomy, type DoseRate, type LanguageCode } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';
import { doseAmount } from '../lib/terms';

/** '0.5 ml per litre of water · 100 ml per acre', whichever of the two the label gives. */
export function DoseLine({
  perLitre,
  perAcre,
  language,
}: {
  perLitre: DoseRate | null;
  perAcre: DoseRate | null;
  language: LanguageCode;
}) {
  const t = useStrings(enAgronomy);
  const parts = [
    perLitre &&
      t('agronomy.dosePerLitre', { amount: doseAmount(perLitre, language), unit: t(`agronomy.unit.${perLitre.unit}`) }),
    perAcre &&
      t('agronomy.dosePerAcre', { amount: doseAmount(perAcre, language), unit: t(`agronomy.unit.${perAcre.unit}`) }),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return <span className="dose-line">{parts.join(' · ')}</span>;
}
