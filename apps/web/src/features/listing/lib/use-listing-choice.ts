import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readListingChoice, searchOf, writeListingChoice, type ListingChoice } from './listing-filters';

/** The listing's filters and sort as the address holds them, and how to change them. */
export function useListingChoice() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choice = useMemo(() => readListingChoice(params), [params]);
  /** The parameters the filters leave alone (the search words), for the form to send along. */
  const kept = useMemo(() => writeListingChoice(params, { filters: {}, sort: undefined }), [params]);

  const hrefFor = useCallback(
    (next: ListingChoice) => pathname + searchOf(writeListingChoice(params, next)),
    [params, pathname],
  );
  const choose = useCallback((next: ListingChoice) => navigate(hrefFor(next)), [hrefFor, navigate]);
  /** A filter form's fields, read as an address would be. */
  const applyFields = useCallback(
    (fields: URLSearchParams) => choose({ ...readListingChoice(fields), sort: choice.sort }),
    [choice.sort, choose],
  );
  return { choice, kept, hrefFor, choose, applyFields };
}
