/** The brands grid and the categories view. */
export const brands = {
  'brands.title': 'Brands',
  'brands.intro': 'Seeds, fertilisers, crop protection and farm equipment from trusted brands across India.',
  'brands.loading': 'Loading...',
  'brands.empty': 'No brands found',
  'categories.title': 'Categories',
  'categories.intro': 'Everything for the farm, sorted so you can find it quickly.',
  'categories.loading': 'Loading categories...',
  'categories.empty': 'No categories found',
  'categories.viewAll': 'View all {{name}}',
} as const;
