import { brandsQueryOptions } from '../features/brands/api/get-brands';
import { categoryTreeQueryOptions } from '../features/categories/api/get-categories';
import type { FrameQueries } from '../features/layout/lib/frame-queries';
import { userDetailsQueryOptions } from '../features/profile/api/get-user-details';

/** The layout's menus show data the categories, brands and profile features own: their options. */
export const frameQueries: FrameQueries = {
  categoryTree: categoryTreeQueryOptions,
  firstBrandPage: () => brandsQueryOptions(0),
  userDetails: userDetailsQueryOptions,
};
