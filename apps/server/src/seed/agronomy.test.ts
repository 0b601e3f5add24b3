import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGRONOMY_SLUG, agronomyTerm, productAgronomy } from '@krishi/contract';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { AGRONOMY_TERMS, CROP_SLUGS } from './agronomy-terms.js';
import { CATEGORIES, type Kind, type ProductTemplate } from './catalogue-data.js';
import { seedCatalogue, upsertAgronomyTerms } from './catalogue.js';
import { TEMPLATE_AGRONOMY } from './template-agronomy.js';

const KANNADA = /[\u0C80-\u0CFF]/;
const PROTECTION: ReadonlySet<Kind> = new Set(['insecticide', 'fungicide', 'herbicide', 'biopesticide']);

const templates: Array<{ kind: Kind; template: ProductTemplate }> = CATEGORIES.flatMap((root) =>
  root.children.flatMap((leaf) => leaf.products.map((template) => ({ kind: leaf.kind, template }))),
);
const termsBySlug = new Map(AGRONOMY_TERMS.map((t) => [t.slug, t]));

function agronomyOf(generic: string) {
  const agronomy = TEMPLATE_AGRONOMY[generic];
  if (!agronomy) throw new Error(`no agronomy for ${generic}`);
  const template = templates.find((t) => t.template.generic.en === generic)?.template;
  if (!template) throw new Error(`no template ${generic}`);
  return { ...agronomy, crops: [...template.crops] };
}

describe('agronomy reference terms', () => {
  it('has at least 25 crops and 40 pests, diseases and weeds', () => {
    const crops = AGRONOMY_TERMS.filter((t) => t.kind === 'crop');
    expect(crops.length).toBeGreaterThanOrEqual(25);
    expect(AGRONOMY_TERMS.length - crops.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['pest', 'disease', 'weed'] as const) {
      expect(AGRONOMY_TERMS.some((t) => t.kind === kind)).toBe(true);
    }
  });

  it('names every term in English and in Kannada script, with a romanised spelling', () => {
    for (const term of AGRONOMY_TERMS) {
      expect(agronomyTerm.parse({ ...term, imageUrl: null })).toBeTruthy();
      expect(term.name.en.trim()).not.toBe('');
      expect(term.name.kn, term.slug).toMatch(KANNADA);
      expect(term.romanised.length, term.slug).toBeGreaterThan(0);
      for (const spelling of term.romanised) expect(spelling, term.slug).toMatch(/^[a-z][a-z ]*$/);
    }
  });

  it('gives every term its own slug', () => {
    expect(new Set(AGRONOMY_TERMS.map((t) => t.slug)).size).toBe(AGRONOMY_TERMS.length);
    for (const term of AGRONOMY_TERMS) expect(term.slug).toMatch(AGRONOMY_SLUG);
  });

  it('knows the farmer names of common pests and diseases', () => {
    expect(termsBySlug.get('whitefly')).toMatchObject({ kind: 'pest', name: { kn: 'ಬಿಳಿನೊಣ' } });
    expect(termsBySlug.get('whitefly')?.romanised).toEqual(expect.arrayContaining(['bilinona', 'bili nona']));
    expect(termsBySlug.get('koleroga')).toMatchObject({ kind: 'disease', name: { kn: 'ಕೊಳೆ ರೋಗ' } });
    expect(termsBySlug.get('koleroga')?.romanised).toEqual(expect.arrayContaining(['kole roga', 'koleroga']));
    expect(termsBySlug.get('paddy')?.romanised).toEqual(expect.arrayContaining(['bhatta', 'batta']));
    expect(termsBySlug.get('chilli')?.romanised).toEqual(expect.arrayContaining(['menasinakayi', 'menasu']));
    expect(termsBySlug.get('arecanut')?.romanised).toContain('adike');
    expect(termsBySlug.get('powdery-mildew')?.name.kn).toBe('ಬೂದಿ ರೋಗ');
    expect(termsBySlug.get('blast')?.name.kn).toBe('ಬೆಂಕಿ ರೋಗ');
  });
});

describe('agronomy of the product templates', () => {
  it('gives every insecticide, fungicide, herbicide and bio pesticide its agronomy', () => {
    for (const { kind, template } of templates.filter((t) => PROTECTION.has(t.kind))) {
      const agronomy = TEMPLATE_AGRONOMY[template.generic.en];
      expect(agronomy, template.generic.en).toBeDefined();
      expect(agronomy?.targets.length, template.generic.en).toBeGreaterThan(0);
      if (kind !== 'biopesticide') expect(agronomy?.ingredients.length, template.generic.en).toBeGreaterThan(0);
    }
  });

  it('keys agronomy by templates that exist, in the contract shape', () => {
    for (const generic of Object.keys(TEMPLATE_AGRONOMY)) {
      expect(productAgronomy.parse(agronomyOf(generic))).toBeTruthy();
    }
  });

  it('names only crops and targets of the reference table, targets being pests, diseases or weeds', () => {
    for (const generic of Object.keys(TEMPLATE_AGRONOMY)) {
      const agronomy = agronomyOf(generic);
      for (const crop of agronomy.crops) expect(CROP_SLUGS.has(crop), `${generic}: ${crop}`).toBe(true);
      for (const target of agronomy.targets) {
        expect(termsBySlug.get(target)?.kind, `${generic}: ${target}`).toMatch(/^(pest|disease|weed)$/);
      }
    }
  });

  it('names each ingredient in both languages with its strength and formulation', () => {
    for (const generic of Object.keys(TEMPLATE_AGRONOMY)) {
      for (const ingredient of agronomyOf(generic).ingredients) {
        expect(ingredient.name.kn, generic).toMatch(KANNADA);
        if (ingredient.concentration) expect(generic).toContain(ingredient.concentration.split(' ')[0]);
      }
    }
  });

  it('sends imidacloprid after the sucking pests of cotton and chilli', () => {
    const imidacloprid = agronomyOf('Imidacloprid 17.8% SL');
    expect(imidacloprid.ingredients).toEqual([
      { name: { en: 'Imidacloprid', kn: 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್' }, concentration: '17.8%', formulation: 'SL' },
    ]);
    expect(imidacloprid.targets).toEqual(expect.arrayContaining(['whitefly', 'aphids', 'jassids', 'thrips']));
    expect(imidacloprid.crops).toEqual(expect.arrayContaining(['cotton', 'chilli']));
    expect(imidacloprid.dosePerLitre).toEqual({ amount: 0.5, unit: 'ml' });
    expect(imidacloprid.dosePerAcre).toEqual({ amount: 100, unit: 'ml' });
  });

  it('sends pretilachlor after the weeds of transplanted paddy', () => {
    const pretilachlor = agronomyOf('Pretilachlor 50% EC');
    expect(pretilachlor.crops).toEqual(['paddy']);
    expect(pretilachlor.targets.every((t) => termsBySlug.get(t)?.kind === 'weed')).toBe(true);
    expect(pretilachlor.targets).toContain('grassy-weeds');
    expect(pretilachlor.cropStage?.en).toMatch(/after transplanting/);
  });

  it('sends copper oxychloride after koleroga on arecanut', () => {
    const copper = agronomyOf('Copper Oxychloride 50% WP');
    expect(copper.crops).toContain('arecanut');
    expect(copper.targets).toContain('koleroga');
  });

  it('sends sulphur and hexaconazole after powdery mildew', () => {
    expect(agronomyOf('Sulphur 80% WDG').targets).toContain('powdery-mildew');
    expect(agronomyOf('Hexaconazole 5% SC').targets).toContain('powdery-mildew');
  });

  it('gives tools and animal products no agronomy', () => {
    const none: ReadonlySet<Kind> = new Set([
      'irrigation',
      'pump',
      'sprayer',
      'handtool',
      'machine',
      'dairy',
      'garden',
      'feed',
      'supplement',
    ]);
    for (const { template } of templates.filter((t) => none.has(t.kind))) {
      expect(TEMPLATE_AGRONOMY[template.generic.en], template.generic.en).toBeUndefined();
    }
  });
});

describe('seeded agronomy', () => {
  let database: Database;
  const rows = <T>(text: string) => database.rawTransaction((tx) => tx.query<T>(text));

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    await seedCatalogue(database, { dataDir: '/nonexistent-krishi-data', products: 400 });
  });

  afterAll(async () => {
    await database.close();
  });

  it('writes every reference term once', async () => {
    const [count] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM agronomy_terms');
    expect(count?.n).toBe(AGRONOMY_TERMS.length);
  });

  it("links each product to the crops it was given and its template's targets", async () => {
    const products = await rows<{ name: string; tags: string[]; terms: string[] }>(
      `SELECT p.name, p.crop_tags AS tags,
              coalesce(array_agg(t.slug ORDER BY t.slug) FILTER (WHERE t.slug IS NOT NULL), '{}') AS terms
       FROM products p
       LEFT JOIN product_agronomy_terms pt ON pt.product_id = p.id
       LEFT JOIN agronomy_terms t ON t.id = pt.term_id
       GROUP BY p.id`,
    );
    for (const product of products) {
      const agronomy = TEMPLATE_AGRONOMY[product.name];
      const expected = agronomy ? [...product.tags.filter((c) => CROP_SLUGS.has(c)), ...agronomy.targets] : [];
      expect(product.terms, product.name).toEqual([...new Set(expected)].sort());
    }
  });

  it('keeps ingredients, stage and doses on the product', async () => {
    const [product] = await rows<{ agronomy: unknown }>(
      "SELECT agronomy FROM products WHERE name = 'Imidacloprid 17.8% SL' LIMIT 1",
    );
    const { ingredients, cropStage, dosePerAcre, dosePerLitre, applications } = agronomyOf('Imidacloprid 17.8% SL');
    expect(product?.agronomy).toEqual({ ingredients, cropStage, dosePerAcre, dosePerLitre, applications });
  });

  it('leaves unchanged terms unwritten when synced again, so no process reloads its catalogue', async () => {
    const generation = async () =>
      (await rows<{ g: string }>('SELECT generation::text AS g FROM catalogue_index_state'))[0]?.g;
    const before = await generation();
    const ids = await database.rawTransaction((tx) => upsertAgronomyTerms(tx));
    expect(ids.size).toBe(AGRONOMY_TERMS.length);
    expect(await generation()).toBe(before);
  });

  it('brings back a term changed in the database to its reference', async () => {
    await rows(`UPDATE agronomy_terms SET romanised = '{}' WHERE slug = 'whitefly'`);
    await database.rawTransaction((tx) => upsertAgronomyTerms(tx));
    const [whitefly] = await rows<{ romanised: string[] }>(
      "SELECT romanised FROM agronomy_terms WHERE slug = 'whitefly'",
    );
    expect(whitefly?.romanised).toContain('bilinona');
  });
});
