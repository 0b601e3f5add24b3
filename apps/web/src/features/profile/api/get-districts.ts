import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, type NamesResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

async function getDistricts(stateName: string, signal: AbortSignal): Promise<string[]> {
  const body = await api<NamesResponse>('/metadata/district', {
    query: { stateName, countryName: DEFAULT_COUNTRY },
    signal,
  });
  return body.data;
}

/** `GET /metadata/district?stateName=&countryName=INDIA`: a state's districts, once a state is chosen. */
export function useDistricts(stateName: string) {
  return useQuery({
    queryKey: ['districts', stateName],
    queryFn: ({ signal }) => getDistricts(stateName, signal),
    enabled: stateName !== '',
    staleTime: Infinity,
  });
}
