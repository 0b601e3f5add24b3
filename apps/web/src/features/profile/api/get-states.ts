import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY, type NamesResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

async function getStates(signal: AbortSignal): Promise<string[]> {
  const body = await api<NamesResponse>('/metadata/state', { query: { countryName: DEFAULT_COUNTRY }, signal });
  return body.data;
}

/** `GET /metadata/state?countryName=INDIA`: the registration form's states. */
export function useStates() {
  return useQuery({ queryKey: ['states'], queryFn: ({ signal }) => getStates(signal), staleTime: Infinity });
}
