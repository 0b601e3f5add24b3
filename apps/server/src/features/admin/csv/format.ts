import {
  ingredientLabel,
  issueEnglish,
  messages,
  OPTIONAL_CSV_COLUMN_GROUPS,
  PESTICIDE_LABEL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  productAgronomyInput,
  productFieldsInput,
  variantInput,
  type ActiveIngredientInput,
  type AdminProduct,
  type CsvRowError,
  type DoseRate,
  type ProductCsvColumn,
  type ProductLabel,
} from '@krishi/contract';
import type { z } from 'zod';
import { neutraliseFormula, restoreFormula } from './formula-cells.js';

/** One CSV row read and checked: the product's and the variant's fields, and where they go. */
export interface CsvRow {
  row: number;
  productId: number | null;
  productRef: string | null;
  variantId: number | null;
  /** The number of applications when the file has the calculator's columns and the cell is not blank. */
  applications: number | undefined;
  product: z.output<typeof productFieldsInput>;
  variant: z.output<typeof variantInput>;
}

const LIST_SEPARATOR = '|';
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/** Paise as the CSV writes them: rupees with two decimals. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
function toPaise(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Where a schema's field comes from in the CSV. */
const PRODUCT_COLUMN: Record<string, ProductCsvColumn> = {
  'title.en': 'title_en',
  'title.kn': 'title_kn',
  'brand.en': 'brand_en',
  'brand.kn': 'brand_kn',
  'description.en': 'description_en',
  'description.kn': 'description_kn',
  'application.en': 'application_en',
  'application.kn': 'application_kn',
  'features.en': 'features_en',
  'features.kn': 'features_kn',
  'dosage.en': 'dosage_en',
  'dosage.kn': 'dosage_kn',
  categoryId: 'category_id',
  sellerId: 'seller_id',
  status: 'status',
  cropTags: 'crop_tags',
  images: 'images',
  'agronomy.ingredients': 'ingredients',
  'agronomy.crops': 'crops',
  'agronomy.targets': 'targets',
  'agronomy.cropStage.en': 'crop_stage_en',
  'agronomy.cropStage.kn': 'crop_stage_kn',
  'agronomy.cropStage': 'crop_stage_en',
  'agronomy.dosePerAcre': 'dose_per_acre',
  'agronomy.dosePerLitre': 'dose_per_litre',
  'agronomy.applications': 'applications',
  'label.pesticide': 'cib_registration',
  'label.pesticide.registrationNumber': 'cib_registration',
  'label.pesticide.toxicity': 'toxicity',
  'label.pesticide.firstAid.en': 'first_aid_en',
  'label.pesticide.firstAid.kn': 'first_aid_kn',
  'label.pesticide.antidote.en': 'antidote_en',
  'label.pesticide.antidote.kn': 'antidote_kn',
  'label.pesticide.preHarvestDays': 'pre_harvest_days',
  'label.pesticide.protectiveGear.en': 'protective_gear_en',
  'label.pesticide.protectiveGear.kn': 'protective_gear_kn',
  'label.fertilizer': 'fco_grade',
  'label.seed': 'seed_variety',
  'label.seed.variety': 'seed_variety',
  'label.seed.germinationPercent': 'germination_percent',
  'label.seed.lot': 'seed_lot',
  'label.seed.testDate': 'seed_test_date',
};
const VARIANT_COLUMN: Record<string, ProductCsvColumn> = {
  'name.en': 'variant_en',
  'name.kn': 'variant_kn',
  price: 'price',
  salePrice: 'sale_price',
  inventory: 'inventory',
  isProductAvailable: 'available',
  height: 'height',
  length: 'length',
  width: 'width',
  weight: 'weight',
  packSize: 'pack_size',
};

/** The column of a schema issue: its field's, or the nearest enclosing field's. */
function columnOf(map: Record<string, ProductCsvColumn>, path: PropertyKey[]): string {
  const parts = path.map(String);
  // An ingredient's Kannada name comes from its own column.
  if (parts[1] === 'ingredients' && parts.at(-1) === 'kn') return 'ingredients_kn';
  for (let length = parts.length; length > 0; length--) {
    const column = map[parts.slice(0, length).join('.')];
    if (column) return column;
  }
  return parts.join('.');
}

/** 'Imidacloprid 17.8% SL': a name, a strength and a formulation code; a bare name has neither. */
const INGREDIENT = /^(.+?)\s+(\d+(?:\.\d+)?\s?(?:%|ppm|g\/l|g\/kg|cfu\/g|cfu\/ml))(?:\s+([A-Za-z]{1,5}))?$/i;
const DOSE = /^(\d{1,6}(?:\.\d{1,4})?)\s?(ml|g|kg|l)$/i;

/** '100 ml' as a dose; `undefined` for text that is not one. */
function parseDose(text: string): DoseRate | null | undefined {
  if (text === '') return null;
  const match = DOSE.exec(text);
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase();
  return { amount: Number(match[1]), unit: unit === 'l' ? 'L' : (unit as 'ml' | 'g' | 'kg') };
}
const doseText = (dose: DoseRate | null) => (dose ? `${dose.amount} ${dose.unit}` : '');

const list = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** The header must name every column once, save whole optional groups (agronomy, calculator and label); their order is free. */
export function headerProblem(header: string[]): string | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = new Set<string>(PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column)));
  for (const group of OPTIONAL_CSV_COLUMN_GROUPS) {
    if (group.every((column) => missing.has(column))) for (const column of group) missing.delete(column);
  }
  if (missing.size > 0 || new Set(names).size !== names.length) return messages.adminCsvInvalid;
  return null;
}

/**
 * Reads one record (by its header) into checked fields with the same schemas as the forms, or
 * the list of its bad cells.
 */
export function readRow(
  header: string[],
  record: string[],
  row: number,
): { ok: true; value: CsvRow } | { ok: false; errors: CsvRowError[] } {
  const cell = (column: ProductCsvColumn) => restoreFormula(record[header.indexOf(column)] ?? '').trim();
  const errors: CsvRowError[] = [];
  const bad = (column: string, message: string) => errors.push({ row, column, message });

  const whole = (column: ProductCsvColumn, message: string): number | null => {
    const text = cell(column);
    if (text === '') return null;
    if (!WHOLE.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
      bad(column, message);
      return null;
    }
    return Number(text);
  };
  const productId = whole('product_id', messages.invalidId);
  const variantId = whole('variant_id', messages.invalidId);
  const productRef = cell('product_ref') || null;
  if (productId === null && productRef === null && cell('product_id') === '') {
    bad('product_ref', messages.adminCsvProductRefRequired);
  }
  if (variantId !== null && productId === null && cell('product_id') === '') {
    bad('variant_id', messages.adminCsvVariantWithoutProduct);
  }

  const number = (
    column: ProductCsvColumn,
    pattern: RegExp,
    message: string,
    convert: (text: string) => number = Number,
  ): unknown => {
    const text = cell(column);
    if (text === '') return undefined;
    if (!pattern.test(text)) {
      bad(column, message);
      return undefined;
    }
    return convert(text);
  };
  const available = cell('available').toLowerCase();
  if (available !== '' && available !== 'true' && available !== 'false') bad('available', messages.adminCsvBoolean);
  const rawPrice = number('price', RUPEES, messages.adminCsvRupees, toPaise);
  if (cell('price') === '') bad('price', messages.adminPriceInvalid);

  const optional = (column: ProductCsvColumn) => cell(column) || undefined;
  const counter = header.includes('pack_size') ? readCounter(cell, bad) : undefined;
  const agronomy = header.includes('ingredients')
    ? { ...readAgronomy(cell, bad), applications: counter?.applications }
    : undefined;
  const productInput = {
    title: { en: cell('title_en'), kn: optional('title_kn') },
    brand: { en: cell('brand_en'), kn: optional('brand_kn') },
    description: { en: cell('description_en'), kn: optional('description_kn') },
    application: { en: cell('application_en'), kn: optional('application_kn') },
    features: { en: cell('features_en'), kn: optional('features_kn') },
    dosage: { en: cell('dosage_en'), kn: optional('dosage_kn') },
    categoryId: cell('category_id'),
    sellerId: cell('seller_id'),
    status: optional('status')?.toUpperCase(),
    cropTags: list(cell('crop_tags')),
    images: list(cell('images')),
    agronomy,
    label: counter?.label,
  };
  const variantFields = {
    name: { en: cell('variant_en'), kn: optional('variant_kn') },
    price: rawPrice,
    salePrice: cell('sale_price') === '' ? null : number('sale_price', RUPEES, messages.adminCsvRupees, toPaise),
    inventory:
      number('inventory', /^\d{1,9}$/, messages.adminInventoryInvalid) ?? (cell('inventory') === '' ? 0 : undefined),
    isProductAvailable: available !== 'false',
    height: number('height', /^\d{1,6}(\.\d+)?$/, messages.adminMeasureInvalid),
    length: number('length', /^\d{1,6}(\.\d+)?$/, messages.adminMeasureInvalid),
    width: number('width', /^\d{1,6}(\.\d+)?$/, messages.adminMeasureInvalid),
    weight: number('weight', /^\d{1,6}(\.\d+)?$/, messages.adminMeasureInvalid),
    packSize: counter?.packSize,
  };
  const seen = new Set(errors.map((error) => error.column));
  const product = productFieldsInput.safeParse(productInput);
  if (!product.success) {
    for (const issue of product.error.issues) {
      const column = columnOf(PRODUCT_COLUMN, issue.path);
      if (!seen.has(column)) bad(column, issueEnglish(issue.message));
    }
  }
  const variant = variantInput.safeParse(variantFields);
  if (!variant.success) {
    for (const issue of variant.error.issues) {
      const column = columnOf(VARIANT_COLUMN, issue.path);
      if (!seen.has(column)) bad(column, issueEnglish(issue.message));
    }
  }
  if (errors.length > 0 || !product.success || !variant.success) return { ok: false, errors };
  const applications = counter?.applications;
  return {
    ok: true,
    value: { row, productId, productRef, variantId, applications, product: product.data, variant: variant.data },
  };
}

/** The agronomy columns as the form's fields, the cells that are not well written reported. */
function readAgronomy(cell: (column: ProductCsvColumn) => string, bad: (column: string, message: string) => void) {
  const names = list(cell('ingredients'));
  const kannada = list(cell('ingredients_kn'));
  if (kannada.length !== names.length) bad('ingredients_kn', messages.adminIngredientNamesMismatch);
  const ingredients: ActiveIngredientInput[] = names.map((text, index) => {
    const match = INGREDIENT.exec(text);
    const kn = kannada[index] ?? '';
    return match
      ? { name: { en: match[1]!, kn }, concentration: match[2]!, formulation: match[3] ?? '' }
      : { name: { en: text, kn } };
  });
  const dose = (column: 'dose_per_acre' | 'dose_per_litre') => {
    const parsed = parseDose(cell(column));
    if (parsed === undefined) bad(column, messages.adminDoseInvalid);
    return parsed ?? null;
  };
  const stageEn = cell('crop_stage_en');
  const stageKn = cell('crop_stage_kn');
  return {
    ingredients,
    crops: list(cell('crops')),
    targets: list(cell('targets')),
    cropStage: stageEn === '' && stageKn === '' ? null : { en: stageEn, kn: stageKn },
    dosePerAcre: dose('dose_per_acre'),
    dosePerLitre: dose('dose_per_litre'),
  };
}

/** A number the schema checks: the text as a number when it is one, else the text (which the schema refuses). */
const numberOrText = (text: string) => (/^\d{1,6}(\.\d{1,4})?$/.test(text) ? Number(text) : text);

/**
 * The calculator's and the label's columns as the form's fields: a label of a kind is there when
 * any of its cells is filled (then the schema wants all of its required ones); the number of
 * applications is checked here as the agronomy columns may be absent.
 */
function readCounter(cell: (column: ProductCsvColumn) => string, bad: (column: string, message: string) => void) {
  const packSize = parseDose(cell('pack_size'));
  if (packSize === undefined) bad('pack_size', messages.adminCsvPackSizeInvalid);
  let applications: number | undefined;
  if (cell('applications') !== '') {
    const checked = productAgronomyInput.shape.applications.safeParse(numberOrText(cell('applications')));
    if (checked.success) applications = checked.data;
    else bad('applications', issueEnglish(checked.error.issues[0]!.message));
  }
  const filled = (columns: ProductCsvColumn[]) => columns.some((column) => cell(column) !== '');
  const both = (en: ProductCsvColumn, kn: ProductCsvColumn) => ({ en: cell(en), kn: cell(kn) });
  const pesticideColumns: ProductCsvColumn[] = [...PESTICIDE_LABEL_CSV_COLUMNS];
  const label = {
    pesticide: filled(pesticideColumns)
      ? {
          registrationNumber: cell('cib_registration'),
          toxicity: cell('toxicity').toLowerCase(),
          firstAid: both('first_aid_en', 'first_aid_kn'),
          antidote: both('antidote_en', 'antidote_kn'),
          preHarvestDays: cell('pre_harvest_days') === '' ? null : numberOrText(cell('pre_harvest_days')),
          protectiveGear: both('protective_gear_en', 'protective_gear_kn'),
        }
      : null,
    fertilizer: filled(['fco_grade']) ? { fcoGrade: cell('fco_grade') } : null,
    seed: filled(['seed_variety', 'germination_percent', 'seed_lot', 'seed_test_date'])
      ? {
          variety: cell('seed_variety'),
          germinationPercent: numberOrText(cell('germination_percent')),
          lot: cell('seed_lot'),
          testDate: cell('seed_test_date'),
        }
      : null,
  };
  return { packSize: packSize ?? null, applications, label };
}

/** A label's cells as the CSV writes them: blank for a kind the product's label has not. */
function labelCells(label: ProductLabel) {
  const { pesticide, fertilizer, seed } = label;
  return {
    cib_registration: pesticide?.registrationNumber ?? '',
    toxicity: pesticide?.toxicity ?? '',
    first_aid_en: pesticide?.firstAid.en ?? '',
    first_aid_kn: pesticide?.firstAid.kn ?? '',
    antidote_en: pesticide?.antidote.en ?? '',
    antidote_kn: pesticide?.antidote.kn ?? '',
    pre_harvest_days: pesticide?.preHarvestDays == null ? '' : String(pesticide.preHarvestDays),
    protective_gear_en: pesticide?.protectiveGear.en ?? '',
    protective_gear_kn: pesticide?.protectiveGear.kn ?? '',
    fco_grade: fertilizer?.fcoGrade ?? '',
    seed_variety: seed?.variety ?? '',
    germination_percent: seed ? String(seed.germinationPercent) : '',
    seed_lot: seed?.lot ?? '',
    seed_test_date: seed?.testDate ?? '',
  };
}

/** One CSV record per variant, in PRODUCT_CSV_COLUMNS order, no cell a spreadsheet would run. */
export function productRecords(product: AdminProduct): string[][] {
  return product.variants.map((variant) => {
    const byColumn: Record<ProductCsvColumn, string> = {
      product_id: String(product.id),
      product_ref: '',
      variant_id: String(variant.id),
      title_en: product.title.en,
      title_kn: product.title.kn ?? '',
      brand_en: product.brand.en,
      brand_kn: product.brand.kn ?? '',
      description_en: product.description.en,
      description_kn: product.description.kn ?? '',
      application_en: product.application.en,
      application_kn: product.application.kn ?? '',
      features_en: product.features.en,
      features_kn: product.features.kn ?? '',
      dosage_en: product.dosage.en,
      dosage_kn: product.dosage.kn ?? '',
      category_id: String(product.categoryId),
      seller_id: String(product.sellerId),
      status: product.status,
      crop_tags: product.cropTags.join(LIST_SEPARATOR),
      images: product.images.join(LIST_SEPARATOR),
      variant_en: variant.name.en,
      variant_kn: variant.name.kn ?? '',
      price: rupees(variant.price),
      sale_price: variant.salePrice === null ? '' : rupees(variant.salePrice),
      inventory: String(variant.inventory),
      available: String(variant.isProductAvailable),
      height: String(variant.height),
      length: String(variant.length),
      width: String(variant.width),
      weight: String(variant.weight),
      ingredients: product.agronomy.ingredients.map((ingredient) => ingredientLabel(ingredient)).join(LIST_SEPARATOR),
      ingredients_kn: product.agronomy.ingredients.map((ingredient) => ingredient.name.kn).join(LIST_SEPARATOR),
      crops: product.agronomy.crops.join(LIST_SEPARATOR),
      targets: product.agronomy.targets.join(LIST_SEPARATOR),
      crop_stage_en: product.agronomy.cropStage?.en ?? '',
      crop_stage_kn: product.agronomy.cropStage?.kn ?? '',
      dose_per_acre: doseText(product.agronomy.dosePerAcre),
      dose_per_litre: doseText(product.agronomy.dosePerLitre),
      pack_size: doseText(variant.packSize),
      applications: String(product.agronomy.applications),
      ...labelCells(product.label),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => neutraliseFormula(byColumn[column]));
  });
}
