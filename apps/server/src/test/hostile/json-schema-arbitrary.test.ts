import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, hostileOf, pollutionKeys, type JsonSchema } from './json-schema-arbitrary.js';
import { operationsOf, responseChecker, type OpenApiDocument } from './openapi.js';

/** Schemas in the OpenAPI 3.0 dialect our document uses, one per construct the generator reads. */
const schemas: Record<string, JsonSchema> = {
  'an object with required and optional properties': {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 5 }, note: { type: 'string' } },
    required: ['name'],
    additionalProperties: false,
  },
  'a string of a pattern': { type: 'string', pattern: '^\\d{6}$' },
  'a string of two patterns at once': { allOf: [{ type: 'string', pattern: '^\\d{10}$' }, { pattern: '^[6-9]' }] },
  'an e-mail address': { type: 'string', format: 'email' },
  'an https address': { type: 'string', format: 'uri' },
  'a choice of words': { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
  'an id above an exclusive minimum': { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 2147483647 },
  'a bounded number': { type: 'number', minimum: -5, maximum: 5 },
  'a list of two to three booleans': { type: 'array', items: { type: 'boolean' }, minItems: 2, maxItems: 3 },
  'a nullable text': { type: 'string', nullable: true, maxLength: 3 },
  'a number or a text': { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 2 }] },
  'one of two objects': {
    oneOf: [
      { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'], additionalProperties: false },
      { type: 'object', properties: { b: { type: 'boolean' } }, required: ['b'], additionalProperties: false },
    ],
  },
};

/** A one-operation document whose answer is the schema, so values are checked as answers are. */
function checkerFor(schema: JsonSchema) {
  const document: OpenApiDocument = {
    paths: { '/x': { get: { responses: { '200': { content: { 'application/json': { schema } } } } } } },
  };
  const [operation] = operationsOf(document);
  const check = responseChecker(document);
  return (value: unknown) => check(operation!, 200, 'application/json', JSON.stringify(value));
}

describe('values generated from a JSON schema', () => {
  it.each(Object.entries(schemas))('keep %s', (_name, schema) => {
    const problems = checkerFor(schema);
    fc.assert(
      fc.property(arbitraryOf(schema), (value) => {
        expect(problems(value)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('from hostile generation break the schema now and then, with wrong types and pollution keys', () => {
    const schema = schemas['an object with required and optional properties']!;
    const problems = checkerFor(schema);
    const values = fc.sample(hostileOf(schema), { numRuns: 500, seed: 7 });
    expect(values.filter((value) => problems(value).length > 0).length).toBeGreaterThan(50);
    const keys = values.flatMap((value) => (value && typeof value === 'object' ? Object.keys(value) : []));
    expect(keys).toEqual(expect.arrayContaining([...pollutionKeys]));
  });
});
