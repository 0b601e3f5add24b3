import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitrary.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One method on one path of the document, e.g. `PUT /cart/{id}`. */
export interface Operation {
  method: Method;
  path: string;
  name: string;
  spec: OpenApiOperation;
  /** The document says it needs a bearer token. */
  secured: boolean;
  /** The back office's API, which needs an operator's token. */
  admin: boolean;
  /** The JSON schema of its body, when it reads one. */
  body?: JsonSchema;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, spec]) => ({
      method: method.toUpperCase() as Method,
      path,
      name: `${method.toUpperCase()} ${path}`,
      spec,
      secured: (spec.security ?? []).length > 0,
      admin: path.startsWith('/admin/api/'),
      body: spec.requestBody?.content['application/json']?.schema,
    })),
  );
}

export const parametersIn = (operation: Operation, place: Parameter['in']) =>
  (operation.spec.parameters ?? []).filter((p) => p.in === place);

/** A `$ref` of the document (`#/components/schemas/X`) looked up, throwing when it points nowhere. */
export function resolverOf(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name ? document.components?.schemas?.[name] : undefined;
    if (!schema) throw new Error(`the document refers to ${ref}, which it does not define`);
    return schema;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * OpenAPI 3.0's dialect rewritten as the JSON Schema Ajv reads: `nullable` as a union with null
 * (3.0 allows it without a `type`, Ajv does not), boolean `exclusiveMinimum` as the bound itself,
 * and component references made absolute.
 */
function toJsonSchema(value: Json): Json {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  // 3.0 marks the bound exclusive with `true`; JSON Schema gives the exclusive bound itself.
  const boundOf = (flag: string, bound: string) => (value[flag] === true ? value[bound] : value[flag]);
  const lower = boundOf('exclusiveMinimum', 'minimum');
  const upper = boundOf('exclusiveMaximum', 'maximum');
  const replaced = new Set(['nullable', 'exclusiveMinimum', 'exclusiveMaximum']);
  if (value.exclusiveMinimum === true) replaced.add('minimum');
  if (value.exclusiveMaximum === true) replaced.add('maximum');
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (replaced.has(key)) continue;
    out[key] = key === '$ref' && typeof child === 'string' ? `openapi${child}` : toJsonSchema(child);
  }
  if (typeof lower === 'number') out.exclusiveMinimum = lower;
  if (typeof upper === 'number') out.exclusiveMaximum = upper;
  return value.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

/** Checks answers against the responses each operation documents, compiling each schema once. */
export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its plugin is the module and, for TypeScript's view of it, its default.
  formats.default(ajv);
  ajv.addSchema(toJsonSchema({ components: (document.components ?? {}) as Json }) as object, 'openapi');
  const compiled = new Map<string, ValidateFunction | Error>();

  function validatorFor(key: string, schema: JsonSchema): ValidateFunction | Error {
    let validate = compiled.get(key);
    if (!validate) {
      try {
        validate = ajv.compile(toJsonSchema(schema as Json) as object);
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      compiled.set(key, validate);
    }
    return validate;
  }

  return function check(operation: Operation, status: number, contentType: string | undefined, body: string): string[] {
    const documented = operation.spec.responses[String(status)];
    if (!documented) return [`status ${status} is not among the documented ${Object.keys(operation.spec.responses)}`];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return [];
    const isJson = /^application\/json\b/.test(contentType ?? '');
    if (!isJson) {
      // A picture, a CSV or a page: the document describes such a body as text or leaves its type open.
      const describesJson = schema.type === 'object' || schema.type === 'array' || schema.$ref !== undefined;
      return describesJson ? [`documented as JSON, answered ${contentType ?? 'without a content type'}`] : [];
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`answered ${contentType} that is not JSON`];
    }
    const validate = validatorFor(`${operation.name} ${status}`, schema);
    if (validate instanceof Error) return [`the documented schema of ${status} does not compile: ${validate.message}`];
    if (validate(parsed)) return [];
    return (validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
}

/** What a server must never show a client: how it failed inside. */
const INTERNALS = [
  /\n\s+at \S/,
  /\bat [^\s()]+ \([^)]*:\d+:\d+\)/,
  /(?:\/[\w.@-]+)+\.(?:[cm]?js|ts):\d+/,
  /node_modules/,
  /file:\/\//,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AssertionError|DrizzleError|PostgresError)\b/,
  /\b[A-Z][A-Za-z]*Error: /,
  /\bFST_[A-Z_]+\b/,
  /\bERR_[A-Z_]+\b/,
  /duplicate key value|violates (?:foreign key|unique|check) constraint|syntax error at or near|relation "\w+"/,
];

/** The traces of an internal failure a body shows, if any. */
export function internalsIn(body: string): string[] {
  return INTERNALS.filter((pattern) => pattern.test(body)).map((pattern) => `shows ${pattern.source}`);
}
