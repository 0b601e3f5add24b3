import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the routes' zod schemas publish. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 says `true` (the bound is `minimum`); JSON Schema 2019+ gives the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  $ref?: string;
  default?: unknown;
  description?: string;
}

export interface ArbitraryOptions {
  /** Looks up a `$ref` (`#/components/schemas/...`). */
  resolve?: (ref: string) => JsonSchema;
}

/**
 * Values a client would send on purpose to break a server: injection and traversal text, numbers
 * at the edges of what JSON and PostgreSQL hold, text that is not what it seems.
 */
export const hostileStrings: readonly string[] = [
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "1' UNION SELECT password_hash FROM users--",
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.png',
  '\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\t\r\n',
  '%',
  '%00',
  '%E0%A4%A',
  '\\',
  '\ud800',
  '\u202egnp.exe',
  'ಕೃಷಿ ಮಾರುಕಟ್ಟೆ',
  '🧑‍🌾🌾',
  'Ａｄｍｉｎ',
];

/** Keys that change an object's prototype when code merges a parsed body into another object. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Long enough to reach every length check, short enough to stay under the 1 MB body limit. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('A', 'ಕ', '🌾', "'", '<'), fc.integer({ min: 5_000, max: 100_000 }))
  .map(([unit, count]) => unit.repeat(count));

const edgeNumbers: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  Number.MIN_VALUE,
);

/**
 * An object with these own properties, built as `JSON.parse` of a request body builds it: a
 * `__proto__` key becomes an own property, where an object literal would set the prototype.
 */
function parsedObject(entries: [string, unknown][]): unknown {
  const members = entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`);
  return JSON.parse(`{${members.join(',')}}`) as unknown;
}

const pollutedObject: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...pollutionKeys),
    fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant({ isAdmin: true, role: 'ADMIN' })),
  )
  .map(([key, value]) => parsedObject([[key, value]]));

/** Any value at all, weighted towards the ones that break parsers and queries. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 3 },
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: edgeNumbers, weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: pollutedObject, weight: 2 },
  { arbitrary: fc.array(fc.constantFrom(...hostileStrings), { maxLength: 3 }), weight: 1 },
);

/** Text for a path segment or query value: hostile strings, arbitrary unicode, or huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: edgeNumbers.map(String), weight: 2 },
);

/** The schema with its `$ref` followed and its `allOf` folded into one. */
function normalize(schema: JsonSchema, options: ArbitraryOptions): JsonSchema & { patterns: string[] } {
  if (schema.$ref) {
    if (!options.resolve) throw new Error(`no resolver for ${schema.$ref}`);
    return normalize(options.resolve(schema.$ref), options);
  }
  const patterns = schema.pattern ? [schema.pattern] : [];
  if (!schema.allOf) return { ...schema, patterns };
  let merged: JsonSchema & { patterns: string[] } = { ...schema, allOf: undefined, patterns };
  for (const part of schema.allOf) {
    const next = normalize(part, options);
    merged = {
      ...merged,
      ...next,
      properties: { ...merged.properties, ...next.properties },
      required: [...(merged.required ?? []), ...(next.required ?? [])],
      patterns: [...merged.patterns, ...next.patterns],
    };
  }
  return merged;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function lowerBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

/**
 * HTTPS addresses on the discard port of loopback: a server that posts to a stored address (push
 * subscriptions) reaches no other host, and is refused at once. (fc.webUrl takes seconds a value.)
 */
const uri: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9._~-]{0,40}$/))
  .map(([directory, path]) => `https://127.0.0.1:9/${directory}/${path}`);

function stringArbitrary(schema: JsonSchema & { patterns: string[] }): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const fits = (text: string) =>
    text.length >= minLength &&
    text.length <= (schema.maxLength ?? Infinity) &&
    schema.patterns.every((p) => new RegExp(p, 'u').test(text));
  const [first] = schema.patterns;
  if (first) return fc.stringMatching(new RegExp(first, 'u')).filter(fits);
  // Free text stays short (a page of it at most), so a generated body keeps under its size limit.
  const maxLength = Math.min(schema.maxLength ?? 60, 2_000);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri') return uri.filter(fits);
  if (schema.format === 'date-time' || schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fits),
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(lowerBound(schema, 1) ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
  const max = Math.min(upperBound(schema, 1) ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER);
  // Small values name rows that exist (ids of the seeded catalogue), so requests get past "not found".
  const small = fc.integer({ min: Math.max(min, Math.min(max, 1)), max: Math.min(max, Math.max(min, 60)) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema, Number.EPSILON) ?? -1e9;
  const max = upperBound(schema, Number.EPSILON) ?? 1e9;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  hostile: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, build(value, options, hostile, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(properties, { requiredKeys: hostile ? [] : required });
  if (!hostile) return record;
  // A hostile object may also carry a key that would pollute a prototype, or one nobody declared.
  return fc
    .tuple(record, fc.option(fc.tuple(fc.constantFrom(...pollutionKeys, 'isAdmin', 'userId', 'role'), hostileValue)))
    .map(([value, extra]) => (extra ? parsedObject([extra, ...Object.entries(value)]) : value));
}

function build(schema: JsonSchema, options: ArbitraryOptions, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  const s = normalize(schema, options);
  const valid = shaped(s, options, hostile, depth);
  const nullable = s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));
  const withNull = nullable ? fc.option(valid, { nil: null, freq: 4 }) : valid;
  return hostile ? fc.oneof({ arbitrary: withNull, weight: 3 }, { arbitrary: hostileValue, weight: 1 }) : withNull;
}

function shaped(
  s: JsonSchema & { patterns: string[] },
  options: ArbitraryOptions,
  hostile: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => build(choice, options, hostile, depth + 1)));
  // Recursive schemas (a category's children) end in an empty list rather than recursing forever.
  if (depth > 6) return typeOf(s) === 'array' ? fc.constant([]) : fc.constant(null);
  switch (typeOf(s)) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? build(s.items, options, hostile, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectArbitrary(s, options, hostile, depth);
    default:
      return s.properties ? objectArbitrary(s, options, hostile, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values the schema accepts (the shape a well-meaning client sends). */
export function arbitraryOf(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build(schema, options, false, 0);
}

/**
 * Values shaped like the schema's, with any part of them (at any depth) swapped for a hostile
 * value of any type, required keys left out, and pollution keys added.
 */
export function hostileOf(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: build(schema, options, true, 0), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}
