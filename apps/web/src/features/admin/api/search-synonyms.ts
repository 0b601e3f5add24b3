import {
  adminSearchSynonymChangedResponse,
  adminSearchSynonymsResponse,
  type SearchSynonymInput,
} from '@krishi/contract';
import { adminList, saveAt, useListChange } from './admin-client';

/** `GET /admin/api/search-synonyms`: by word. */
const synonyms = adminList('/search-synonyms', adminSearchSynonymsResponse);
export const useAdminSearchSynonyms = synonyms.useList;

/** `POST /admin/api/search-synonyms` or `PUT /admin/api/search-synonyms/{id}`. */
export function useSaveSearchSynonym() {
  return useListChange(synonyms.key, async ({ id, body }: { id: number | null; body: SearchSynonymInput }) =>
    adminSearchSynonymChangedResponse.parse(await saveAt('/search-synonyms', id, body)),
  );
}
