import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT } from '../seed/catalogue.js';
import { buildTestApp, type TestApp } from '../test/helper.js';
import { evaluateSearch, scoreByKind, type KindScore } from './evaluate.js';
import { EVAL_QUERIES, STRONG_KINDS } from './queries.js';

/**
 * Floors from the measured result (npm run search:eval, docs/decisions/039): every kind was 100%
 * in the 4 suggestions when they were set. The strong kinds stay at 100%; the others may slide a
 * little with a change of weights, not back to where they were (9%, 3%, 25%).
 */
const FLOOR_TOP4 = 0.95;
const FLOOR_TOP20 = 0.98;
const KIND_FLOOR_TOP4 = 0.9;

let t: TestApp;
let scores: KindScore[];

beforeAll(async () => {
  t = await buildTestApp({ products: DEFAULT_PRODUCT_COUNT });
  scores = scoreByKind(await evaluateSearch(t.app, t.database, EVAL_QUERIES));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const of = (kind: KindScore['kind']) => scores.find((s) => s.kind === kind)!;

describe('the search evaluation set over the demo catalogue', () => {
  it(`finds the intended product in the 4 suggestions for at least ${FLOOR_TOP4 * 100}% of queries`, () => {
    expect(of('overall').top4).toBeGreaterThanOrEqual(FLOOR_TOP4);
  });

  it(`finds it in the first 20 results for at least ${FLOOR_TOP20 * 100}% of queries`, () => {
    expect(of('overall').top20).toBeGreaterThanOrEqual(FLOOR_TOP20);
  });

  it('keeps exact words, typos, Kannada, brands, ingredients and prefixes at 100% in the suggestions', () => {
    for (const kind of STRONG_KINDS) expect({ kind, top4: of(kind).top4 }).toEqual({ kind, top4: 1 });
  });

  it(`finds romanised Kannada, crop and pest words and loan words at least ${KIND_FLOOR_TOP4 * 100}% of the time`, () => {
    for (const kind of ['romanised', 'croppest', 'loanword'] as const) {
      expect(of(kind).top4, kind).toBeGreaterThanOrEqual(KIND_FLOOR_TOP4);
    }
  });
});
