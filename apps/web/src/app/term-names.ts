import { useMemo } from 'react';
import type { LocalizedText } from '@krishi/contract';
import { useAgronomyTermNames, useAgronomyTerms } from '../features/agronomy/api/get-agronomy';

function useNamesBySlug(terms: ReadonlyArray<{ slug: string; name: LocalizedText }> | undefined) {
  return useMemo(() => new Map((terms ?? []).map((term) => [term.slug, term.name])), [terms]);
}

/** Crop and pest names by slug, for a listing's filters: its facets name terms by slug only. */
export function useTermNames(): ReadonlyMap<string, LocalizedText> {
  return useNamesBySlug(useAgronomyTermNames().data?.terms);
}

/** The same names taken from the whole terms, on a page that reads them anyway (search names the terms a query mentions). */
export function useTermNamesOfWholeTerms(): ReadonlyMap<string, LocalizedText> {
  return useNamesBySlug(useAgronomyTerms().data?.terms);
}
