import { DEFAULT_COUNTRY, type PlaceSuggestion } from '@krishi/contract';
import { cleanDistrict, cleanPlace, cleanState, cleanTaluk, fold } from './names.js';

/**
 * The India postal gazetteer as a compact in-memory index (~155,000 GeoNames rows).
 *
 * Memory is what matters on a shared server, so nothing is kept per row as an object: place
 * names live in two long strings (as shown, and folded for comparison) cut by offset tables,
 * every row is a slot in a few typed arrays, and states, districts and taluks are interned.
 * Place names are numbered in folded order, so "names starting with" is a binary search over
 * the numbers; a second sorted table of word starts answers "a word starting with".
 */

/** GeoNames postal columns: country, postal code, place, state, state code, district, ... */
const COLUMN = { pin: 1, place: 2, state: 3, district: 5, taluk: 7, latitude: 9, longitude: 10 } as const;

/** Joins names in the long strings; never part of a folded name, so a prefix never crosses it. */
const SEPARATOR = '\n';

/**
 * A copy of a piece of the file. V8 may keep a substring as a view into its parent, so one
 * kept state name could hold the whole 12 MB file in memory.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** A list of names stored as one string and where each one starts. */
class NameTable {
  readonly text: string;
  private readonly starts: Uint32Array;

  constructor(names: string[]) {
    this.text = names.join(SEPARATOR);
    this.starts = new Uint32Array(names.length + 1);
    let offset = 0;
    names.forEach((name, i) => {
      this.starts[i] = offset;
      offset += name.length + SEPARATOR.length;
    });
    this.starts[names.length] = offset;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  start(id: number): number {
    return this.starts[id]!;
  }

  length(id: number): number {
    return this.starts[id + 1]! - this.starts[id]! - SEPARATOR.length;
  }

  get(id: number): string {
    return this.text.slice(this.starts[id], this.starts[id + 1]! - SEPARATOR.length);
  }
}

/**
 * Compares the text at `from` with the query over the query's length: 0 when the text starts
 * with the query. Names never contain the separator, so a shorter name compares lower.
 */
function comparePrefix(text: string, from: number, query: string): number {
  for (let i = 0; i < query.length; i++) {
    const a = from + i < text.length ? text.charCodeAt(from + i) : -1;
    const b = query.charCodeAt(i);
    if (a !== b) return a < b || a === SEPARATOR.charCodeAt(0) ? -1 : 1;
  }
  return 0;
}

/** The half-open range [lo, hi) of sorted positions whose text starts with the query. */
function prefixRange(size: number, startOf: (i: number) => number, text: string, query: string): [number, number] {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (comparePrefix(text, startOf(mid), query) < 0) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (comparePrefix(text, startOf(mid), query) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}

/** A pincode's place: where its post offices are on average, and the state and district of the first. */
export interface PinPlace {
  pinCode: string;
  state: string;
  district: string;
  /** Null when GeoNames has no coordinates for any of its post offices. */
  latitude: number | null;
  longitude: number | null;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Rows between two pauses while reading the file: each stretch takes a few milliseconds. */
const PAUSE_EVERY = 5_000;

/** The file read into interned names and typed columns, before sorting. */
interface ParsedRows {
  stateByName: Map<string, number>;
  states: string[];
  districts: string[];
  districtStates: number[];
  taluks: string[];
  placeShown: string[];
  placeFolded: string[];
  raw: {
    name: Uint32Array;
    pin: Uint32Array;
    district: Uint16Array;
    taluk: Uint16Array;
    latitude: Float32Array;
    longitude: Float32Array;
  };
  count: number;
}

/**
 * Reads the GeoNames rows, cleaning each distinct spelling once. It pauses every few thousand
 * rows, so requests arriving during the first load are not held up for the whole file.
 */
async function parseRows(tsv: string, pause: () => Promise<void>): Promise<ParsedRows> {
  const stateByName = new Map<string, number>();
  const states: string[] = [];
  const districts: string[] = [];
  const districtStates: number[] = [];
  const taluks: string[] = [];
  // Keyed by the raw GeoNames text: each distinct spelling is cleaned once, not once a row.
  const stateIds = new Map<string, number>();
  const districtIds = new Map<string, number>();
  const talukIds = new Map<string, number>();
  const cleanedStates = new Map<string, number>();
  const cleanedDistricts = new Map<string, number>();
  const cleanedTaluks = new Map<string, number>();
  /** Folded name -> provisional number (in order of appearance) and the first spelling seen. */
  const placeIds = new Map<string, number>();
  const placeShown: string[] = [];
  const placeFolded: string[] = [];

  const lines = tsv.split('\n');
  const raw = {
    name: new Uint32Array(lines.length),
    pin: new Uint32Array(lines.length),
    district: new Uint16Array(lines.length),
    taluk: new Uint16Array(lines.length),
    latitude: new Float32Array(lines.length),
    longitude: new Float32Array(lines.length),
  };
  let count = 0;

  for (const [i, line] of lines.entries()) {
    if (i > 0 && i % PAUSE_EVERY === 0) await pause();
    const c = line.split('\t');
    const rawPin = c[COLUMN.pin] ?? '';
    const rawState = c[COLUMN.state];
    const rawDistrict = c[COLUMN.district];
    if (!/^[1-9]\d{5}$/.test(rawPin) || !rawState || !rawDistrict) continue;
    const place = cleanPlace(c[COLUMN.place] ?? '');
    const key = fold(place);
    if (!key) continue;

    let stateId = stateIds.get(rawState);
    if (stateId === undefined) {
      const state = ownCopy(cleanState(rawState));
      stateId = cleanedStates.get(state) ?? states.push(state) - 1;
      cleanedStates.set(state, stateId);
      stateIds.set(rawState, stateId);
      stateByName.set(ownCopy(fold(rawState)), stateId);
      stateByName.set(ownCopy(fold(state)), stateId);
    }
    const rawDistrictKey = `${stateId}\t${rawDistrict}`;
    let districtId = districtIds.get(rawDistrictKey);
    if (districtId === undefined) {
      const district = ownCopy(cleanDistrict(rawDistrict, states[stateId]!));
      const cleanedKey = `${stateId}\t${district}`;
      districtId = cleanedDistricts.get(cleanedKey);
      if (districtId === undefined) {
        districtId = districts.push(district) - 1;
        districtStates.push(stateId);
        cleanedDistricts.set(cleanedKey, districtId);
      }
      districtIds.set(rawDistrictKey, districtId);
    }
    const rawTaluk = c[COLUMN.taluk] ?? '';
    let talukId = talukIds.get(rawTaluk);
    if (talukId === undefined) {
      const taluk = ownCopy(cleanTaluk(rawTaluk));
      talukId = cleanedTaluks.get(taluk) ?? taluks.push(taluk) - 1;
      cleanedTaluks.set(taluk, talukId);
      talukIds.set(rawTaluk, talukId);
    }
    let nameId = placeIds.get(key);
    if (nameId === undefined) {
      nameId = placeShown.push(place) - 1;
      placeFolded.push(key);
      placeIds.set(key, nameId);
    }

    raw.name[count] = nameId;
    raw.pin[count] = Number(rawPin);
    raw.district[count] = districtId;
    raw.taluk[count] = talukId;
    raw.latitude[count] = Number(c[COLUMN.latitude]);
    raw.longitude[count] = Number(c[COLUMN.longitude]);
    count++;
  }

  return { stateByName, states, districts, districtStates, taluks, placeShown, placeFolded, raw, count };
}

export class Gazetteer {
  /** States by id, and the same names sorted for the list. */
  private readonly states: string[];
  private readonly sortedStates: string[];
  /** States by folded name, including GeoNames' own spellings. */
  private readonly stateByName: Map<string, number>;
  private readonly districts: string[];
  private readonly districtState: Uint8Array;
  private readonly districtsOfState: string[][];
  private readonly taluks: string[];

  /** Place names as shown and folded, numbered in folded order. */
  private readonly names: NameTable;
  private readonly folded: NameTable;
  /** Rows sorted by (name, pin); the rows of name n are rows[nameRows[n] .. nameRows[n+1]). */
  private readonly nameRows: Uint32Array;
  private readonly rowPin: Uint32Array;
  private readonly rowDistrict: Uint16Array;
  private readonly rowTaluk: Uint16Array;
  private readonly rowLatitude: Float32Array;
  private readonly rowLongitude: Float32Array;
  /** Row numbers sorted by pin code. */
  private readonly byPin: Uint32Array;
  /** Word starts after a name's first word, sorted by the folded text from there on. */
  private readonly wordName: Uint32Array;
  private readonly wordStart: Uint32Array;

  /** Builds the index from the GeoNames tab-separated text, yielding to other work while it reads. */
  static async fromText(tsv: string): Promise<Gazetteer> {
    return new Gazetteer(await parseRows(tsv, () => new Promise((resolve) => setImmediate(resolve))));
  }

  private constructor(parsed: ParsedRows) {
    const { stateByName, states, districts, districtStates, taluks, placeShown, placeFolded, raw, count } = parsed;
    this.stateByName = stateByName;
    this.states = states;
    this.sortedStates = [...states].sort();
    this.districts = districts;
    this.districtState = Uint8Array.from(districtStates);
    this.districtsOfState = states.map(() => []);
    districts.forEach((d, i) => this.districtsOfState[districtStates[i]!]!.push(d));
    for (const list of this.districtsOfState) list.sort();
    this.taluks = taluks;

    // Number the names in folded order, so a prefix is a contiguous run of numbers.
    const byFolded = Uint32Array.from(placeFolded.keys()).sort((a, b) =>
      placeFolded[a]! < placeFolded[b]! ? -1 : placeFolded[a]! > placeFolded[b]! ? 1 : 0,
    );
    const renumber = new Uint32Array(byFolded.length);
    byFolded.forEach((id, order) => (renumber[id] = order));
    this.folded = new NameTable(Array.from(byFolded, (id) => placeFolded[id]!));
    this.names = new NameTable(Array.from(byFolded, (id) => placeShown[id]!));

    // Rows grouped by name (a counting sort), each group ordered by pin code and district.
    const groupStart = new Uint32Array(byFolded.length + 1);
    for (let i = 0; i < count; i++) groupStart[renumber[raw.name[i]!]! + 1]!++;
    for (let n = 0; n < byFolded.length; n++) groupStart[n + 1]! += groupStart[n]!;
    const order = new Uint32Array(count);
    const next = groupStart.slice(0, byFolded.length);
    for (let i = 0; i < count; i++) order[next[renumber[raw.name[i]!]!]!++] = i;

    this.nameRows = new Uint32Array(byFolded.length + 1);
    this.rowPin = new Uint32Array(count);
    this.rowDistrict = new Uint16Array(count);
    this.rowTaluk = new Uint16Array(count);
    this.rowLatitude = new Float32Array(count);
    this.rowLongitude = new Float32Array(count);
    let rows = 0;
    for (let n = 0; n < byFolded.length; n++) {
      this.nameRows[n] = rows;
      const group = order.subarray(groupStart[n], groupStart[n + 1]);
      group.sort((a, b) => raw.pin[a]! - raw.pin[b]! || raw.district[a]! - raw.district[b]!);
      for (let g = 0; g < group.length; g++) {
        const i = group[g]!;
        const previous = g > 0 ? group[g - 1]! : -1;
        // GeoNames repeats a few places within one pin code and district; one suggestion is enough.
        if (previous >= 0 && raw.pin[previous] === raw.pin[i] && raw.district[previous] === raw.district[i]) continue;
        this.rowPin[rows] = raw.pin[i]!;
        this.rowDistrict[rows] = raw.district[i]!;
        this.rowTaluk[rows] = raw.taluk[i]!;
        this.rowLatitude[rows] = raw.latitude[i]!;
        this.rowLongitude[rows] = raw.longitude[i]!;
        rows++;
      }
    }
    this.nameRows[byFolded.length] = rows;
    this.rowPin = this.rowPin.slice(0, rows);
    this.rowDistrict = this.rowDistrict.slice(0, rows);
    this.rowTaluk = this.rowTaluk.slice(0, rows);
    this.rowLatitude = this.rowLatitude.slice(0, rows);
    this.rowLongitude = this.rowLongitude.slice(0, rows);
    this.byPin = Uint32Array.from(this.rowPin.keys()).sort((a, b) => this.rowPin[a]! - this.rowPin[b]! || a - b);

    const words: Array<[number, number]> = [];
    const text = this.folded.text;
    for (let n = 0; n < this.folded.size; n++) {
      const start = this.folded.start(n);
      const end = start + this.folded.length(n);
      for (let i = start + 1; i < end; i++) if (text.charCodeAt(i - 1) === 32) words.push([n, i]);
    }
    words.sort((a, b) => {
      for (let i = 0; ; i++) {
        const x = a[1] + i < text.length ? text.charCodeAt(a[1] + i) : -1;
        const y = b[1] + i < text.length ? text.charCodeAt(b[1] + i) : -1;
        if (x !== y) return x - y;
        if (x === -1 || x === SEPARATOR.charCodeAt(0)) return a[0] - b[0];
      }
    });
    this.wordName = Uint32Array.from(words, ([n]) => n);
    this.wordStart = Uint32Array.from(words, ([, s]) => s);
  }

  /** Number of distinct suggestions (place, pin code, district). */
  get size(): number {
    return this.rowPin.length;
  }

  stateNames(): string[] {
    return this.sortedStates;
  }

  /** The state's districts, sorted; undefined for a state the gazetteer does not know. */
  districtNames(state: string): string[] | undefined {
    const id = this.stateByName.get(fold(state));
    return id === undefined ? undefined : this.districtsOfState[id];
  }

  /**
   * Up to `limit` places for what someone typed: the pin code when it is one (or its start),
   * then places whose name starts with the text, then places with a later word starting with it.
   * Among names, an exact match comes first, then shorter names (closer to what was typed).
   */
  search(query: string, limit: number): PlaceSuggestion[] {
    const q = fold(query);
    const found: number[] = [];
    const taken = new Set<number>();
    const add = (row: number) => {
      if (found.length < limit && !taken.has(row)) {
        taken.add(row);
        found.push(row);
      }
    };

    if (/^\d{1,6}$/.test(q)) {
      const scale = 10 ** (6 - q.length);
      const [from, to] = this.pinRange(Number(q) * scale, (Number(q) + 1) * scale);
      for (let i = from; i < to && found.length < limit; i++) add(this.byPin[i]!);
    }
    if (q && found.length < limit) {
      const [from, to] = prefixRange(this.folded.size, (n) => this.folded.start(n), this.folded.text, q);
      this.addNames(
        this.bestNames(from, to, (n) => n, limit),
        add,
      );
    }
    if (q && found.length < limit) {
      const [from, to] = prefixRange(this.wordStart.length, (w) => this.wordStart[w]!, this.folded.text, q);
      this.addNames(
        this.bestNames(from, to, (w) => this.wordName[w]!, limit),
        add,
      );
    }
    return found.map((row) => this.suggestion(row));
  }

  /**
   * A pincode's state, district and coordinates; undefined when the gazetteer does not know it.
   * A pincode serves several post offices, a few kilometres apart: their mean point stands for it.
   */
  pincode(pinCode: string): PinPlace | undefined {
    if (!/^[1-9]\d{5}$/.test(pinCode)) return undefined;
    const [from, to] = this.pinRange(Number(pinCode), Number(pinCode) + 1);
    if (from === to) return undefined;
    const first = this.byPin[from]!;
    let latitude = 0;
    let longitude = 0;
    let located = 0;
    for (let i = from; i < to; i++) {
      const row = this.byPin[i]!;
      const lat = this.rowLatitude[row]!;
      const lng = this.rowLongitude[row]!;
      // GeoNames leaves a few rows without coordinates, read as 0 or NaN: they would drag the mean.
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) continue;
      latitude += lat;
      longitude += lng;
      located++;
    }
    const district = this.rowDistrict[first]!;
    return {
      pinCode,
      state: this.states[this.districtState[district]!] ?? '',
      district: this.districts[district]!,
      latitude: located > 0 ? round4(latitude / located) : null,
      longitude: located > 0 ? round4(longitude / located) : null,
    };
  }

  /** Rows (by pin order) whose pin code is in [low, high). */
  private pinRange(low: number, high: number): [number, number] {
    const bound = (value: number) => {
      let lo = 0;
      let hi = this.byPin.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.rowPin[this.byPin[mid]!]! < value) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [bound(low), bound(high)];
  }

  /** The `limit` shortest distinct names in a sorted range (ties keep alphabetical order). */
  private bestNames(from: number, to: number, nameAt: (i: number) => number, limit: number): number[] {
    const best: number[] = [];
    for (let i = from; i < to; i++) {
      const name = nameAt(i);
      const length = this.folded.length(name);
      if (best.length === limit && length >= this.folded.length(best[limit - 1]!)) continue;
      if (best.includes(name)) continue;
      let at = best.length;
      while (at > 0 && this.folded.length(best[at - 1]!) > length) at--;
      best.splice(at, 0, name);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  private addNames(names: number[], add: (row: number) => void): void {
    for (const name of names) {
      for (let row = this.nameRows[name]!; row < this.nameRows[name + 1]!; row++) add(row);
    }
  }

  private suggestion(row: number): PlaceSuggestion {
    const name = this.nameOfRow(row);
    const district = this.rowDistrict[row]!;
    const place = this.names.get(name);
    return {
      place,
      state: this.states[this.districtState[district]!] ?? '',
      district: this.districts[district]!,
      taluk: this.taluks[this.rowTaluk[row]!]!,
      pinCode: String(this.rowPin[row]),
      country: DEFAULT_COUNTRY,
      addressLine1: place,
      latitude: round4(this.rowLatitude[row]!),
      longitude: round4(this.rowLongitude[row]!),
    };
  }

  /** The name a row belongs to: the last name whose rows start at or before it. */
  private nameOfRow(row: number): number {
    let lo = 0;
    let hi = this.names.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.nameRows[mid]! <= row) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
