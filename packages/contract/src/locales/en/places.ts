/** The Quick Address Fill place search (spec sections 5 and 8), shared by the address forms. */
export const places = {
  'places.label': 'Quick Address Fill',
  'places.hint': 'Type a village, town or pin code (at least 3 characters).',
  'places.placeholder': 'Search your location',
  'places.search': 'Search location',
  'places.suggestions': 'Places',
  'places.searching': 'Searching...',
  'places.empty': 'Please enter a location name',
  'places.noResults': 'No results found for this location',
  'places.error': 'Failed to fetch place suggestions',
  'places.selected': 'Location selected!',
  'places.option': '{{place}}, {{district}}, {{state}} {{pinCode}}',
  'places.where': '{{district}}, {{state}} {{pinCode}}',
} as const;
