import { useMemo } from 'react';
import type { LocalizedText } from '@krishi/contract';
import { useAgronomyTerms } from '../features/agronomy/api/get-agronomy';

/** Crop and pest names by slug, for a listing's filters: its facets name terms by slug only. */
export function useTermNames(): ReadonlyMap<string, LocalizedText> {
  const terms = useAgronomyTerms().data?.terms;
  return useMemo(() => new Map((terms ?? []).map((term) => [term.slug, term.name])), [terms]);
}
