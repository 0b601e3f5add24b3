/**
 * Flat pictures drawn in a 100 x 100 box: crops for seed packets and labels, and one sign per
 * kind of product for labels, category tiles and banners.
 */

const leafPath = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y}c${r * 0.2} ${-r * 0.9} ${r * 1.1} ${-r * 1.1} ${r * 1.6} ${-r * 0.9}c${-r * 0.2} ${r * 0.9} ${-r * 1} ${r * 1.2} ${-r * 1.6} ${r * 0.9}z" fill="${fill}"/>`;

const calyx = (cx: number, cy: number, fill = '#2e7d32') =>
  `<path d="M${cx} ${cy - 6}l5 -9l2 9l9 -3l-6 7l8 5l-10 0l-3 8l-4 -8l-9 2l6 -7l-8 -6l10 1z" fill="${fill}"/>`;

const ICONS: Record<string, string> = {
  tomato:
    '<circle cx="50" cy="56" r="34" fill="#e53935"/><ellipse cx="38" cy="44" rx="10" ry="6" fill="#ff8a80" opacity="0.7"/>' +
    calyx(50, 28),
  chilli:
    '<path d="M30 24c6 -4 12 -2 14 4c4 14 10 36 34 52c4 4 -2 8 -8 6c-26 -8 -42 -34 -44 -54c0 -4 1 -7 4 -8z" fill="#d32f2f"/>' +
    '<path d="M30 24c-2 -8 2 -14 10 -16" stroke="#2e7d32" stroke-width="6" fill="none" stroke-linecap="round"/>',
  brinjal:
    '<ellipse cx="54" cy="60" rx="26" ry="32" transform="rotate(-25 54 60)" fill="#6a1b9a"/>' +
    '<ellipse cx="46" cy="52" rx="6" ry="14" transform="rotate(-25 46 52)" fill="#ab47bc" opacity="0.6"/>' +
    '<path d="M30 28l14 -4l8 6l-4 10l-14 2z" fill="#388e3c"/><path d="M34 26l-8 -12" stroke="#388e3c" stroke-width="6" stroke-linecap="round"/>',
  pod:
    '<path d="M18 78c10 -30 34 -52 66 -60c4 0 4 4 2 6c-18 20 -40 46 -62 58c-4 2 -8 0 -6 -4z" fill="#43a047"/>' +
    '<path d="M24 76c14 -20 32 -38 56 -52" stroke="#2e7d32" stroke-width="3" fill="none"/>' +
    '<circle cx="38" cy="62" r="5" fill="#81c784"/><circle cx="52" cy="48" r="5" fill="#81c784"/><circle cx="66" cy="35" r="5" fill="#81c784"/>',
  cabbage:
    '<circle cx="50" cy="54" r="36" fill="#7cb342"/><circle cx="50" cy="54" r="24" fill="#aed581"/>' +
    '<path d="M50 20v68M26 34c12 10 12 30 0 42M74 34c-12 10 -12 30 0 42" stroke="#558b2f" stroke-width="3" fill="none"/>',
  cauliflower:
    '<path d="M14 62c8 -10 20 -4 36 -4s28 -6 36 4c-6 20 -20 30 -36 30s-30 -10 -36 -30z" fill="#43a047"/>' +
    '<circle cx="34" cy="48" r="14" fill="#fff8e1"/><circle cx="50" cy="40" r="16" fill="#fffde7"/><circle cx="66" cy="48" r="14" fill="#fff8e1"/>' +
    '<circle cx="50" cy="56" r="14" fill="#fffde7"/>',
  cucumber:
    '<rect x="12" y="38" width="76" height="26" rx="13" transform="rotate(-20 50 51)" fill="#2e7d32"/>' +
    '<g fill="#a5d6a7"><circle cx="30" cy="56" r="2"/><circle cx="44" cy="48" r="2"/><circle cx="58" cy="44" r="2"/><circle cx="70" cy="40" r="2"/><circle cx="50" cy="56" r="2"/></g>',
  melon:
    '<circle cx="50" cy="52" r="38" fill="#2e7d32"/><path d="M50 14c-10 20 -10 56 0 76M30 20c-8 20 -8 50 0 66M70 20c8 20 8 50 0 66" stroke="#81c784" stroke-width="5" fill="none"/>',
  onion:
    '<path d="M50 18c4 12 34 24 34 48c0 16 -16 26 -34 26s-34 -10 -34 -26c0 -24 30 -36 34 -48z" fill="#8e244d"/>' +
    '<path d="M50 22c-6 20 -6 50 0 70M50 22c14 20 16 48 8 68M50 22c-14 20 -16 48 -8 68" stroke="#c2185b" stroke-width="3" fill="none"/>',
  potato:
    '<ellipse cx="50" cy="54" rx="38" ry="28" fill="#a1887f"/><g fill="#6d4c41"><circle cx="34" cy="46" r="3"/><circle cx="60" cy="60" r="3"/><circle cx="66" cy="42" r="2.5"/></g>',
  maize:
    '<ellipse cx="50" cy="46" rx="16" ry="34" fill="#fbc02d"/>' +
    '<path d="M38 30h24M36 42h28M36 54h28M38 66h24M44 14v66M56 14v66" stroke="#f57f17" stroke-width="2"/>' +
    '<path d="M50 92c-24 -6 -30 -30 -24 -50c6 16 14 28 24 34c10 -6 18 -18 24 -34c6 20 0 44 -24 50z" fill="#689f38"/>',
  grain:
    '<path d="M50 94v-70" stroke="#c49000" stroke-width="4"/>' +
    '<g fill="#f9a825"><ellipse cx="42" cy="30" rx="5" ry="10" transform="rotate(-30 42 30)"/><ellipse cx="58" cy="30" rx="5" ry="10" transform="rotate(30 58 30)"/>' +
    '<ellipse cx="42" cy="46" rx="5" ry="10" transform="rotate(-30 42 46)"/><ellipse cx="58" cy="46" rx="5" ry="10" transform="rotate(30 58 46)"/>' +
    '<ellipse cx="42" cy="62" rx="5" ry="10" transform="rotate(-30 42 62)"/><ellipse cx="58" cy="62" rx="5" ry="10" transform="rotate(30 58 62)"/>' +
    '<ellipse cx="50" cy="16" rx="5" ry="10"/></g>' +
    '<path d="M50 80c-14 -2 -24 -10 -30 -22M50 86c14 -2 24 -10 30 -22" stroke="#7cb342" stroke-width="4" fill="none"/>',
  cotton:
    '<path d="M50 92v-20" stroke="#6d4c41" stroke-width="5"/><path d="M26 70l24 8l24 -8l-6 12h-36z" fill="#6d4c41"/>' +
    '<g fill="#ffffff" stroke="#cfd8dc" stroke-width="2"><circle cx="36" cy="46" r="16"/><circle cx="64" cy="46" r="16"/><circle cx="50" cy="32" r="17"/><circle cx="50" cy="56" r="16"/></g>',
  groundnut:
    '<path d="M30 30c10 -12 28 -6 28 8c0 8 -6 10 -4 18c4 10 16 10 16 24c0 14 -20 20 -32 10c-8 -6 -6 -16 -10 -22c-6 -10 -8 -28 2 -38z" fill="#d7b37a"/>' +
    '<path d="M34 36l8 6M30 50l10 2M44 70l8 4M54 82l6 -4" stroke="#a1824a" stroke-width="3"/>',
  sunflower:
    `<g fill="#fdd835">${Array.from({ length: 12 }, (_, i) => `<ellipse cx="50" cy="20" rx="8" ry="16" transform="rotate(${i * 30} 50 50)"/>`).join('')}</g>` +
    '<circle cx="50" cy="50" r="17" fill="#5d4037"/><circle cx="50" cy="50" r="10" fill="#4e342e"/>',
  marigold:
    `<g fill="#fb8c00">${Array.from({ length: 10 }, (_, i) => `<circle cx="50" cy="26" r="12" transform="rotate(${i * 36} 50 50)"/>`).join('')}</g>` +
    `<g fill="#ffb300">${Array.from({ length: 8 }, (_, i) => `<circle cx="50" cy="36" r="10" transform="rotate(${i * 45 + 20} 50 50)"/>`).join('')}</g>` +
    '<circle cx="50" cy="50" r="10" fill="#ef6c00"/>',
  flower:
    `<g fill="#ec407a">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="50" cy="26" rx="12" ry="18" transform="rotate(${i * 60} 50 50)"/>`).join('')}</g>` +
    '<circle cx="50" cy="50" r="11" fill="#fdd835"/>',
  grapes:
    '<path d="M50 12v12" stroke="#6d4c41" stroke-width="4"/>' +
    leafPath(52, 22, 18, '#7cb342') +
    '<g fill="#7b1fa2">' +
    [
      [38, 34],
      [52, 34],
      [66, 34],
      [44, 48],
      [58, 48],
      [38, 60],
      [52, 62],
      [64, 60],
      [46, 74],
      [58, 74],
      [52, 86],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8"/>`)
      .join('') +
    '</g>',
  pomegranate:
    '<circle cx="50" cy="56" r="34" fill="#c62828"/><path d="M40 24l4 -12l6 8l6 -8l4 12z" fill="#b71c1c"/>' +
    '<ellipse cx="38" cy="46" rx="9" ry="6" fill="#ef5350" opacity="0.7"/>',
  banana:
    '<path d="M18 34c10 34 44 50 72 36c4 -2 2 -8 -2 -8c-26 8 -50 -4 -62 -32c-2 -4 -10 -2 -8 4z" fill="#fdd835"/>' +
    '<path d="M22 40c14 22 36 32 60 28" stroke="#f9a825" stroke-width="3" fill="none"/><path d="M16 30l4 -8" stroke="#6d4c41" stroke-width="5" stroke-linecap="round"/>',
  mango:
    '<path d="M52 18c24 2 36 26 32 46c-4 22 -28 32 -46 24c-20 -8 -26 -30 -18 -46c6 -14 14 -24 32 -24z" fill="#ffb300"/>' +
    '<path d="M60 22c8 6 12 16 10 26" stroke="#ff8f00" stroke-width="4" fill="none"/>' +
    leafPath(48, 20, 20, '#43a047'),
  papaya:
    '<ellipse cx="50" cy="54" rx="28" ry="38" fill="#ff7043"/><ellipse cx="50" cy="56" rx="12" ry="22" fill="#5d4037"/>' +
    '<ellipse cx="50" cy="56" rx="7" ry="15" fill="#3e2723"/>',
  coconut:
    '<circle cx="50" cy="56" r="34" fill="#6d4c41"/><circle cx="50" cy="56" r="24" fill="#fffde7"/><circle cx="50" cy="56" r="18" fill="#f5f5f5"/>' +
    '<g fill="#4e342e"><circle cx="44" cy="30" r="3"/><circle cx="56" cy="30" r="3"/></g>',
  coffee:
    '<ellipse cx="38" cy="50" rx="18" ry="26" transform="rotate(-20 38 50)" fill="#6d4c41"/><path d="M30 30c10 12 10 30 4 42" stroke="#3e2723" stroke-width="4" fill="none"/>' +
    '<ellipse cx="64" cy="54" rx="18" ry="26" transform="rotate(20 64 54)" fill="#795548"/><path d="M70 32c-8 12 -8 30 -2 44" stroke="#3e2723" stroke-width="4" fill="none"/>',
  sugarcane:
    '<g stroke-linecap="round"><path d="M40 94l8 -84" stroke="#9ccc65" stroke-width="12"/><path d="M60 94l-2 -80" stroke="#8bc34a" stroke-width="12"/></g>' +
    '<path d="M34 40h18M36 64h18M52 34h14M52 58h14" stroke="#558b2f" stroke-width="3"/>' +
    leafPath(46, 20, 22, '#689f38'),
  leaf: '<path d="M18 84c0 -44 30 -68 68 -70c2 40 -22 70 -68 70z" fill="#43a047"/><path d="M18 84c16 -20 34 -40 58 -58" stroke="#1b5e20" stroke-width="4" fill="none"/>',
  sprout:
    '<path d="M50 92v-40" stroke="#558b2f" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M50 56c-6 -20 -26 -30 -40 -24c4 18 24 28 40 24z" fill="#7cb342"/><path d="M50 46c4 -22 24 -34 40 -28c-2 20 -22 32 -40 28z" fill="#43a047"/>' +
    '<ellipse cx="50" cy="92" rx="30" ry="6" fill="#8d6e63"/>',
  cow:
    '<ellipse cx="50" cy="60" rx="30" ry="26" fill="#ffffff" stroke="#5d4037" stroke-width="3"/>' +
    '<path d="M22 40c-10 -4 -14 -12 -12 -18c8 2 14 8 16 12zM78 40c10 -4 14 -12 12 -18c-8 2 -14 8 -16 12z" fill="#8d6e63"/>' +
    '<ellipse cx="50" cy="74" rx="20" ry="12" fill="#f8bbd0"/><circle cx="42" cy="74" r="3" fill="#5d4037"/><circle cx="58" cy="74" r="3" fill="#5d4037"/>' +
    '<circle cx="38" cy="52" r="4" fill="#3e2723"/><circle cx="62" cy="52" r="4" fill="#3e2723"/><path d="M56 36c6 -4 12 0 12 6c-4 2 -10 2 -12 -6z" fill="#5d4037"/>',
  hen:
    '<path d="M30 70c-10 -20 -4 -44 16 -50c10 -4 20 2 22 12l10 4l-10 6c6 10 10 22 4 34c-8 14 -34 14 -42 -6z" fill="#fff3e0" stroke="#8d6e63" stroke-width="3"/>' +
    '<path d="M56 18c2 -8 8 -10 10 -4c4 -6 10 -2 8 4c-6 2 -12 2 -18 0z" fill="#e53935"/><circle cx="62" cy="30" r="3" fill="#3e2723"/>' +
    '<path d="M44 52c8 6 18 6 24 0" stroke="#ffb74d" stroke-width="5" fill="none"/><path d="M44 84v10M56 84v10" stroke="#ff8f00" stroke-width="4"/>',
  fish:
    '<path d="M14 50c14 -20 44 -26 64 0c-20 26 -50 20 -64 0z" fill="#0288d1"/><path d="M76 50l14 -14v28z" fill="#0277bd"/>' +
    '<circle cx="28" cy="46" r="4" fill="#ffffff"/><path d="M40 36c6 8 6 20 0 28" stroke="#4fc3f7" stroke-width="3" fill="none"/>',
  bug:
    '<ellipse cx="50" cy="58" rx="24" ry="30" fill="#e53935"/><path d="M50 28v60" stroke="#212121" stroke-width="3"/>' +
    '<circle cx="50" cy="26" r="12" fill="#212121"/><g fill="#212121"><circle cx="40" cy="48" r="5"/><circle cx="60" cy="48" r="5"/><circle cx="40" cy="70" r="5"/><circle cx="60" cy="70" r="5"/></g>' +
    '<path d="M26 44l-12 -6M26 60h-14M28 76l-12 8M74 44l12 -6M74 60h14M72 76l12 8M44 18l-6 -10M56 18l6 -10" stroke="#212121" stroke-width="3" stroke-linecap="round"/>',
  // A caterpillar, what a farmer finds eating his crop (the ladybird of 'bug' eats his pests).
  pest:
    '<g fill="#7cb342" stroke="#33691e" stroke-width="2"><circle cx="20" cy="66" r="11"/><circle cx="34" cy="58" r="12"/>' +
    '<circle cx="49" cy="54" r="12"/><circle cx="64" cy="56" r="12"/></g>' +
    '<circle cx="79" cy="50" r="13" fill="#558b2f"/><circle cx="83" cy="46" r="3" fill="#212121"/>' +
    '<path d="M76 38l-4 -12M84 38l4 -12M20 77v8M34 70v9M49 66v9M64 68v9" stroke="#33691e" stroke-width="3" stroke-linecap="round"/>',
  fungus:
    '<path d="M14 50c0 -22 16 -36 36 -36s36 14 36 36z" fill="#8e24aa"/><rect x="40" y="50" width="20" height="36" rx="8" fill="#f3e5f5"/>' +
    '<g fill="#f3e5f5"><circle cx="32" cy="36" r="5"/><circle cx="54" cy="26" r="6"/><circle cx="70" cy="40" r="4"/></g>',
  weed:
    '<path d="M50 92c0 -20 -4 -40 -18 -56M50 92c2 -26 10 -46 26 -60M50 92c-4 -14 -14 -24 -28 -28" stroke="#689f38" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    leafPath(30, 40, 16, '#7cb342') +
    leafPath(66, 36, 16, '#558b2f') +
    '<circle cx="50" cy="50" r="40" fill="none" stroke="#d32f2f" stroke-width="6"/><path d="M22 22l56 56" stroke="#d32f2f" stroke-width="6"/>',
  droplet:
    '<path d="M50 10c14 22 30 40 30 56c0 18 -14 28 -30 28s-30 -10 -30 -28c0 -16 16 -34 30 -56z" fill="#29b6f6"/>' +
    '<path d="M36 64c0 10 6 16 14 18" stroke="#e1f5fe" stroke-width="5" fill="none" stroke-linecap="round"/>',
  granules:
    '<path d="M12 88c10 -28 26 -44 38 -44s28 16 38 44z" fill="#90a4ae"/>' +
    '<g fill="#eceff1"><circle cx="34" cy="74" r="5"/><circle cx="48" cy="64" r="5"/><circle cx="62" cy="72" r="5"/><circle cx="44" cy="82" r="5"/><circle cx="70" cy="84" r="5"/><circle cx="56" cy="54" r="5"/></g>' +
    '<g fill="#42a5f5"><circle cx="28" cy="30" r="8"/><circle cx="50" cy="20" r="8"/><circle cx="72" cy="30" r="8"/></g>',
  growth:
    '<path d="M20 88h60" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/><path d="M50 86v-46" stroke="#43a047" stroke-width="6"/>' +
    '<path d="M50 60c-4 -16 -18 -22 -30 -18c4 14 18 20 30 18z" fill="#66bb6a"/><path d="M50 50c4 -16 18 -22 30 -18c-4 14 -18 20 -30 18z" fill="#43a047"/>' +
    '<path d="M50 8l14 18h-28z" fill="#fb8c00"/>',
  drip:
    '<path d="M8 34h84" stroke="#263238" stroke-width="10" stroke-linecap="round"/><g fill="#455a64"><rect x="24" y="38" width="8" height="8"/><rect x="62" y="38" width="8" height="8"/></g>' +
    '<path d="M28 52c5 8 8 13 8 17a8 8 0 0 1 -16 0c0 -4 3 -9 8 -17zM66 52c5 8 8 13 8 17a8 8 0 0 1 -16 0c0 -4 3 -9 8 -17z" fill="#29b6f6"/>' +
    '<path d="M10 90c14 -10 24 -10 40 0s28 10 40 0" stroke="#7cb342" stroke-width="6" fill="none"/>',
  sprinkler:
    '<path d="M50 92v-48" stroke="#546e7a" stroke-width="6"/><rect x="40" y="36" width="20" height="12" rx="3" fill="#f9a825"/>' +
    '<path d="M50 36c-10 -16 -26 -22 -40 -20M50 36c10 -16 26 -22 40 -20" stroke="#29b6f6" stroke-width="4" fill="none" stroke-dasharray="6 5"/>' +
    '<path d="M50 36c-4 -14 -12 -22 -22 -26M50 36c4 -14 12 -22 22 -26" stroke="#4fc3f7" stroke-width="4" fill="none" stroke-dasharray="5 5"/>',
  pump:
    '<rect x="10" y="34" width="50" height="34" rx="6" fill="#1565c0"/><path d="M18 34v34M26 34v34M34 34v34M42 34v34" stroke="#0d47a1" stroke-width="3"/>' +
    '<circle cx="70" cy="52" r="18" fill="#90a4ae"/><circle cx="70" cy="52" r="7" fill="#546e7a"/><rect x="66" y="18" width="10" height="18" fill="#78909c"/>' +
    '<rect x="8" y="72" width="84" height="8" rx="2" fill="#455a64"/>',
  sprayer:
    '<rect x="16" y="18" width="40" height="62" rx="12" fill="#fdd835"/><rect x="22" y="10" width="20" height="10" rx="3" fill="#37474f"/>' +
    '<path d="M56 70c12 0 14 -10 20 -24l10 -28" stroke="#37474f" stroke-width="4" fill="none"/><path d="M84 16l8 -6" stroke="#37474f" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M24 40h24" stroke="#f57f17" stroke-width="4"/>',
  tools:
    '<path d="M30 92l26 -70" stroke="#8d6e63" stroke-width="7" stroke-linecap="round"/><path d="M46 24c-2 -12 8 -20 20 -16l-4 22z" fill="#78909c"/>' +
    '<path d="M74 92v-56" stroke="#8d6e63" stroke-width="7" stroke-linecap="round"/><path d="M60 36h28M62 36v-22M74 36v-24M86 36v-22" stroke="#90a4ae" stroke-width="5" stroke-linecap="round"/>',
  machine:
    '<rect x="22" y="30" width="50" height="36" rx="6" fill="#e53935"/><rect x="30" y="22" width="24" height="10" rx="3" fill="#37474f"/>' +
    '<circle cx="30" cy="76" r="14" fill="#263238"/><circle cx="30" cy="76" r="6" fill="#90a4ae"/><circle cx="76" cy="80" r="10" fill="#263238"/><circle cx="76" cy="80" r="4" fill="#90a4ae"/>' +
    '<path d="M72 40l20 -24" stroke="#37474f" stroke-width="5" stroke-linecap="round"/>',
  pot:
    '<path d="M24 50h52l-8 40h-36z" fill="#d84315"/><rect x="20" y="44" width="60" height="10" rx="3" fill="#bf360c"/>' +
    '<path d="M50 44v-18" stroke="#558b2f" stroke-width="4"/><path d="M50 30c-4 -12 -16 -16 -24 -12c4 10 14 14 24 12z" fill="#7cb342"/><path d="M50 26c4 -12 16 -16 24 -12c-4 10 -14 14 -24 12z" fill="#43a047"/>',
  compost:
    '<path d="M8 88c6 -26 22 -44 42 -44s36 18 42 44z" fill="#6d4c41"/>' +
    '<g fill="#4e342e"><circle cx="30" cy="76" r="3"/><circle cx="60" cy="66" r="3"/><circle cx="72" cy="80" r="3"/><circle cx="46" cy="84" r="2.5"/></g>' +
    '<path d="M24 84c6 -8 12 -2 18 -8s12 0 16 -6" stroke="#f48fb1" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    '<path d="M50 46v-18" stroke="#558b2f" stroke-width="4"/><path d="M50 32c-4 -12 -16 -16 -24 -12c4 10 14 14 24 12z" fill="#7cb342"/>' +
    '<path d="M50 28c4 -12 16 -16 24 -12c-4 10 -14 14 -24 12z" fill="#43a047"/>',
  shield:
    '<path d="M50 8l36 12v26c0 24 -16 40 -36 48c-20 -8 -36 -24 -36 -48v-26z" fill="#2e7d32"/>' +
    '<path d="M50 16l28 9v21c0 19 -12 32 -28 39z" fill="#43a047"/>' +
    '<path d="M34 66c0 -22 14 -34 32 -36c0 20 -12 34 -32 36z" fill="#c5e1a5"/><path d="M34 66c8 -10 16 -20 26 -28" stroke="#2e7d32" stroke-width="3" fill="none"/>',
  flask:
    '<path d="M40 10h20M42 10v26l-24 44c-4 8 0 12 8 12h48c8 0 12 -4 8 -12l-24 -44v-26" fill="#e3f2fd" stroke="#546e7a" stroke-width="5" stroke-linejoin="round"/>' +
    '<path d="M28 70h44l8 14c2 4 0 6 -4 6h-52c-4 0 -6 -2 -4 -6z" fill="#26a69a"/>' +
    '<g fill="#ffffff"><circle cx="44" cy="78" r="3"/><circle cx="58" cy="82" r="2.5"/></g><g fill="#26a69a"><circle cx="56" cy="52" r="4"/><circle cx="46" cy="40" r="3"/></g>',
  can: '<rect x="26" y="26" width="48" height="64" rx="8" fill="#b0bec5"/><rect x="34" y="14" width="32" height="14" rx="4" fill="#90a4ae"/><path d="M26 44h48M26 72h48" stroke="#78909c" stroke-width="3"/>',
};

const CROP_ICON: Record<string, string> = {
  tomato: 'tomato',
  chilli: 'chilli',
  brinjal: 'brinjal',
  okra: 'pod',
  beans: 'pod',
  redgram: 'pod',
  soybean: 'pod',
  cabbage: 'cabbage',
  cauliflower: 'cauliflower',
  cucumber: 'cucumber',
  'bitter-gourd': 'cucumber',
  'bottle-gourd': 'cucumber',
  watermelon: 'melon',
  muskmelon: 'papaya',
  onion: 'onion',
  potato: 'potato',
  coriander: 'leaf',
  paddy: 'grain',
  wheat: 'grain',
  ragi: 'grain',
  jowar: 'grain',
  fodder: 'grain',
  maize: 'maize',
  cotton: 'cotton',
  groundnut: 'groundnut',
  sunflower: 'sunflower',
  marigold: 'marigold',
  flowers: 'flower',
  grapes: 'grapes',
  pomegranate: 'pomegranate',
  banana: 'banana',
  mango: 'mango',
  papaya: 'papaya',
  coconut: 'coconut',
  arecanut: 'coconut',
  coffee: 'coffee',
  tea: 'leaf',
  sugarcane: 'sugarcane',
  vegetables: 'tomato',
  cattle: 'cow',
  buffalo: 'cow',
  goat: 'cow',
  poultry: 'hen',
  fish: 'fish',
};

export type IconName = keyof typeof ICONS;

export function cropIcon(crop: string | undefined): string {
  return CROP_ICON[crop ?? ''] ?? 'sprout';
}

/** The icon drawn at (x, y) with the given size. */
export function icon(name: string, x: number, y: number, size: number): string {
  const body = ICONS[name] ?? ICONS.sprout;
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>`;
}
