import fc from 'fast-check';
import {
  arbitraryOf,
  hostileOf,
  hostileText,
  hostileValue,
  pollutionKeys,
  type ArbitraryOptions,
  type JsonSchema,
} from './json-schema-arbitrary.js';
import { parametersIn, type Method, type Operation } from './openapi.js';

/** One request the fuzzer sends, before a credential is added. */
export interface FuzzRequest {
  method: Method;
  url: string;
  /** The JSON text of the body, when there is one (hostile bodies are not always objects). */
  payload?: string;
  /** Whether it was built to break the contract, or to keep it. */
  hostile: boolean;
}

/** Keys of media the seed writes, so a valid-shaped media request can find a picture. */
const MEDIA_KEYS = ['products/p1-1', 'brands/b1', 'categories/c1', 'promotions/banner-1'];

/**
 * Text the router can hand to a path parameter: the router refuses a segment over 100
 * characters (maxParamLength) before any route sees it, and a lone dot segment is resolved away.
 */
const routable = (text: string) => text.length > 0 && text.length <= 100 && text !== '.' && text !== '..';

/** A value as it travels in a URL: text as it is, numbers and lists as text, objects as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
}

/** Half of a surrogate pair alone: no UTF-8 for it exists, so encodeURIComponent throws. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A path segment as it goes on the wire (a wildcard keeps its slashes). */
function encodeSegment(text: string, keepSlashes: boolean): string {
  const wellFormed = text.replace(LONE_SURROGATE, '\ufffd');
  return keepSlashes ? wellFormed.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(wellFormed);
}

/** Percent-escapes a client may send as they are: broken UTF-8, a NUL, an encoded traversal. */
const rawEscapes = fc.constantFrom('%ED%A0%80', '%E0%A4%A', '%C0%AF', '%', '%00', '%2e%2e%2fetc%2fpasswd', '%252e');

function pathValue(schema: JsonSchema, name: string, hostile: boolean, options: ArbitraryOptions) {
  const valid = name === '*' ? fc.constantFrom(...MEDIA_KEYS) : arbitraryOf(schema, options).map(asText);
  const value = hostile ? fc.oneof(valid, hostileText) : valid;
  const encoded = value.filter(routable).map((text) => encodeSegment(text, name === '*'));
  return hostile ? fc.oneof({ arbitrary: encoded, weight: 4 }, { arbitrary: rawEscapes, weight: 1 }) : encoded;
}

function queryValue(schema: JsonSchema, hostile: boolean, options: ArbitraryOptions): fc.Arbitrary<string[]> {
  const valid = arbitraryOf(schema, options).map((v) => (Array.isArray(v) ? v.map(asText) : [asText(v)]));
  if (!hostile) return valid;
  return fc.oneof(
    valid,
    hostileText.map((v) => [v]),
    fc.array(hostileText, { minLength: 2, maxLength: 3 }),
  );
}

function urlArbitrary(operation: Operation, hostile: boolean, options: ArbitraryOptions): fc.Arbitrary<string> {
  const pathParams = parametersIn(operation, 'path');
  const queryParams = parametersIn(operation, 'query');
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.schema, p.name, hostile, options)])),
  );
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p.schema, hostile, options)])),
    // A well-meaning client sends what is required; any client may leave out the rest.
    { requiredKeys: hostile ? [] : queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  // A hostile client also sends parameters nobody declared, some named to pollute a prototype.
  const extra = hostile
    ? fc.array(fc.tuple(fc.constantFrom(...pollutionKeys, 'userId', 'isAdmin', 'role'), hostileText), { maxLength: 2 })
    : fc.constant([]);
  return fc.tuple(path, query, extra).map(([pathValues, queryValues, extraPairs]) => {
    const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? '');
    const search = new URLSearchParams();
    for (const [name, values] of Object.entries(queryValues)) for (const value of values) search.append(name, value);
    for (const [name, value] of extraPairs) search.append(name, value);
    const text = search.toString();
    return text ? `${url}?${text}` : url;
  });
}

function payloadArbitrary(
  operation: Operation,
  hostile: boolean,
  options: ArbitraryOptions,
): fc.Arbitrary<string | undefined> {
  if (operation.method === 'GET') return fc.constant(undefined);
  if (operation.body) {
    const value = hostile ? hostileOf(operation.body, options) : arbitraryOf(operation.body, options);
    return value.map((v) => JSON.stringify(v) ?? 'null');
  }
  // An operation that reads no JSON body still gets one from a hostile client.
  return hostile
    ? fc.option(
        hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
        { nil: undefined },
      )
    : fc.constant(undefined);
}

/** Requests for one operation: shaped as its document says, or hostile in any of their parts. */
export function requestsFor(operation: Operation, options: ArbitraryOptions): fc.Arbitrary<FuzzRequest> {
  const of = (hostile: boolean) =>
    fc
      .tuple(urlArbitrary(operation, hostile, options), payloadArbitrary(operation, hostile, options))
      .map(([url, payload]): FuzzRequest => ({ method: operation.method, url, payload, hostile }));
  return fc.oneof(of(false), of(true));
}
