import { useQuery } from '@tanstack/react-query';
import { LOCALES, type Language, type Locale } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** The response did not have the expected shape: shown as 'Invalid response format'. */
export class InvalidLanguagesError extends Error {}

function isLanguage(value: unknown): value is Language {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.locale === 'string' && LOCALES.includes(v.locale as Locale);
}

/** Checked by hand: zod stays out of the start-up bundle. */
export async function getLanguages(signal: AbortSignal): Promise<Language[]> {
  const body = await api<unknown>('/metadata/languages', { signal });
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isLanguage)) throw new InvalidLanguagesError();
  return data;
}

export function useLanguages() {
  return useQuery({
    queryKey: ['languages'],
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 60 * 60_000,
    retry: (count, error) => !(error instanceof InvalidLanguagesError) && count < 3,
  });
}
