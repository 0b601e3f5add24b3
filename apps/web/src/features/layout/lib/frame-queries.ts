import { createContext, useContext } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Category, SellersResponse, UserProfile } from '@krishi/contract';

type Options<T> = UseQueryOptions<T, Error, T, QueryKey>;

/**
 * The queries whose data the frame shows but other features own (every query key has one
 * owner): the router hands their options to the layout, and the menus read them from here.
 */
export interface FrameQueries {
  categoryTree: () => Options<Category[]>;
  /** The first page of brands, the Brands menu's list. */
  firstBrandPage: () => Options<SellersResponse>;
  userDetails: (phoneNumber: string) => Options<UserProfile>;
}

export const FrameQueriesContext = createContext<FrameQueries | null>(null);

export function useFrameQueries(): FrameQueries {
  const queries = useContext(FrameQueriesContext);
  if (!queries) throw new Error('useFrameQueries is used outside the layout');
  return queries;
}
