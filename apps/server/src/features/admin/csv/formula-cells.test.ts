import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula } from './formula-cells.js';

describe('formula cells', () => {
  it.each(['=1+1', '+91 98450', '-5', '@SUM(A1)', '\t=1', '\r=1'])('%j is written with a quote in front', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['Seeds', "Farmer's choice", "'quoted", '12.50', '', 'a=b'])('%j is written as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it.each(['=1', "'=1", "''=1", "'", "'x", '-', 'plain'])('%j reads back exactly as it was', (cell) => {
    expect(restoreFormula(neutraliseFormula(cell))).toBe(cell);
  });
});
