import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  GUNTAS_PER_ACRE,
  enAgronomy,
  enCounter,
  enErrors,
  formatPrice,
  pickText,
  type DoseResponse,
  type LanguageCode,
  type Product,
  type Variant,
} from '@krishi/contract';
import { errorText, issueText } from '../../../lib/error-text';
import { useStrings } from '../../../lib/strings';
import { doseSchemas, useDose, type DoseArea } from '../api/get-dose';
import { formatNumber } from '../lib/format-number';
import { readableQuantity } from '../lib/quantity';
import { termName, termsOf } from '../lib/terms';
import './counter.css';

const MEASURES = ['acres', 'guntas', 'tanks'] as const;
type Measure = (typeof MEASURES)[number];

/** Packs the calculator chose, with their variants: what the cart's button puts in the cart. */
export type ChosenPacks = { variant: Variant; count: number }[];

interface DoseCalculatorProps {
  product: Product;
  language: LanguageCode;
  /** The button that puts exactly these packs in the cart (composed by the route: the cart feature). */
  addPacks: (packs: ChosenPacks) => ReactNode;
}

/** The field as the API asks about it, from what the farmer typed. */
function areaOf(measure: Measure, value: number): DoseArea {
  if (measure === 'tanks') return { tanks: value };
  return { acres: measure === 'guntas' ? value / GUNTAS_PER_ACRE : value };
}

/**
 * The dose and pack calculator (issue 21): the farmer picks his crop and says his field in acres,
 * guntas or 16-litre sprayer tanks; the page shows the quantity for one application and in all,
 * and the cheapest packs in stock that cover it, with one button that puts them in the cart.
 * Nothing for a product without a dose or crops.
 */
export function DoseCalculator({ product, language, addPacks }: DoseCalculatorProps) {
  const t = useStrings(enCounter, enAgronomy, enErrors);
  const id = useId();
  const crops = termsOf(product.agronomy.crops, product.agronomyTerms).filter((term) => term.kind === 'crop');
  const { dosePerAcre, dosePerLitre } = product.agronomy;
  const measures = MEASURES.filter((m) => m !== 'tanks' || dosePerLitre);
  const [crop, setCrop] = useState(crops[0]?.slug ?? '');
  const [measure, setMeasure] = useState<Measure>('acres');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [request, setRequest] = useState<{ crop: string; area: DoseArea } | null>(null);
  const dose = useDose(product.id, request);

  if ((!dosePerAcre && !dosePerLitre) || crops.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value.replace(',', '.'));
    const area = areaOf(measure, value.trim() === '' ? Number.NaN : number);
    let checkDose;
    try {
      ({ checkDose } = await doseSchemas());
    } catch {
      setProblem(t('counter.failed'));
      setRequest(null);
      return;
    }
    const checked = checkDose({ crop, ...area });
    if (!checked.success) {
      setProblem(issueText(t, checked.error.issues[0]?.message));
      setRequest(null);
      return;
    }
    setProblem(undefined);
    setRequest({ crop, area });
  };

  return (
    <section className="dose-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('counter.calculator')}</h2>
      <form
        className="dose-calculator__form"
        onSubmit={(event) => void submit(event)}
        // Its check is fetched while the farmer fills the form, so the answer does not wait for it.
        onFocus={() => void doseSchemas().catch(() => undefined)}
        noValidate
      >
        <label className="dose-calculator__field">
          <span>{t('counter.crop')}</span>
          <select value={crop} onChange={(event) => setCrop(event.target.value)} name="crop">
            {crops.map((term) => {
              const name = termName(term, language);
              return (
                <option key={term.slug} value={term.slug} lang={name.lang}>
                  {name.text}
                </option>
              );
            })}
          </select>
        </label>
        <fieldset className="dose-calculator__measures">
          <legend>{t('counter.measure')}</legend>
          {measures.map((m) => (
            <label key={m} className="dose-calculator__measure">
              <input
                type="radio"
                name={`${id}-measure`}
                value={m}
                checked={measure === m}
                onChange={() => {
                  setMeasure(m);
                  setRequest(null);
                }}
              />
              <span>{t(`counter.${m}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="dose-calculator__field">
          <span>{t(`counter.areaLabel.${measure}`)}</span>
          <input
            type="text"
            inputMode={measure === 'tanks' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        {problem && (
          <p id={`${id}-problem`} className="dose-calculator__problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button dose-calculator__submit">
          {t('counter.calculate')}
        </button>
      </form>
      <div aria-live="polite">
        {request && dose.isFetching && !dose.data && <p>{t('counter.calculating')}</p>}
        {request && dose.isError && (
          <p className="dose-calculator__problem" role="alert">
            {errorText(t, dose.error, 'counter.failed')}
          </p>
        )}
        {request && dose.data && (
          <DoseResult dose={dose.data} product={product} language={language} addPacks={addPacks} />
        )}
      </div>
    </section>
  );
}

function DoseResult({
  dose,
  product,
  language,
  addPacks,
}: {
  dose: DoseResponse;
  product: Product;
  language: LanguageCode;
  addPacks: (packs: ChosenPacks) => ReactNode;
}) {
  const t = useStrings(enCounter, enAgronomy);
  const say = (amount: number) => {
    const readable = readableQuantity(amount, dose.unit);
    return { amount: formatNumber(readable.amount, language), unit: t(`agronomy.unit.${readable.unit}`) };
  };
  const packs: ChosenPacks = dose.packs.flatMap((pack) => {
    const variant = product.variants.find((v) => v.id === pack.variantId);
    return variant ? [{ variant, count: pack.count }] : [];
  });
  return (
    <div className="dose-result" data-testid="dose-result">
      <p className="dose-result__quantity">{t('counter.perApplication', say(dose.quantity))}</p>
      <p>{t('counter.total', { ...say(dose.quantity * dose.applications), count: dose.applications })}</p>
      <h3>{t('counter.packs')}</h3>
      <ul className="dose-result__packs">
        {packs.map(({ variant, count }) => (
          <li key={variant.id} data-variant-id={variant.id}>
            <span lang={language === 'kn' && variant.name.kn ? 'kn' : 'en'}>
              {t('counter.pack', { count, name: pickText(variant.name, language) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="dose-result__price">{t('counter.totalPrice', { price: formatPrice(dose.totalPrice) })}</p>
      {addPacks(packs)}
    </div>
  );
}
