import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH } from '@krishi/contract';
import { Refusal } from './refusal.js';

/**
 * Whether JSON text nests objects and arrays at most `max` deep, found by one pass over its
 * characters (brackets inside strings do not count), without parsing it and without recursion:
 * what later walks a parsed body (validation, the NUL check) recurses once per level, and a few
 * thousand levels of `[` overflow the stack.
 */
export function nestsAtMost(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return false;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return true;
}

/**
 * Fastify's JSON reader behind a check of the body's nesting, so a body of thousands of `[`
 * (11 KB are enough) is a 400 before anything walks it recursively and overflows the stack.
 */
export function depthLimitedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (nestsAtMost(body, MAX_JSON_DEPTH)) {
      parseJson(request, body, done);
      return;
    }
    done(new Refusal(400, 'jsonTooDeep', { levels: MAX_JSON_DEPTH }), undefined);
  };
}
