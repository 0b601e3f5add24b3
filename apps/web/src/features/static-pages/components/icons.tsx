/* Line icons of the landing pages; decorative, so hidden from assistive technology. */

const common = {
  width: 40,
  height: 40,
  viewBox: '0 0 40 40',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A basket of produce. */
export function ProduceIcon() {
  return (
    <svg {...common}>
      <path d="M6 17h28l-3 15a3 3 0 0 1-3 2H12a3 3 0 0 1-3-2z" />
      <path d="M13 17l5-9M27 17l-5-9" />
      <path d="M14 23v6M20 23v6M26 23v6" />
    </svg>
  );
}

/** A tractor. */
export function TractorIcon() {
  return (
    <svg {...common}>
      <circle cx="11" cy="28" r="6" />
      <circle cx="30" cy="30" r="4" />
      <path d="M17 28h9M6 22V12h10l3 10h11a4 4 0 0 1 4 4v1" />
      <path d="M10 12V7M24 22v-8h5" />
    </svg>
  );
}

/** A helping hand holding a sprout. */
export function ServiceIcon() {
  return (
    <svg {...common}>
      <path d="M4 30h7l8 3 13-5a2.5 2.5 0 0 0-2-4.5l-8 2.5" />
      <path d="M4 24h6l6-2h5a2 2 0 0 1 0 4h-5" />
      <path d="M25 18V10M25 13c0-4 3-6 7-6 0 4-3 6-7 6zM25 15c0-3-2-5-5-5 0 3 2 5 5 5z" />
    </svg>
  );
}
