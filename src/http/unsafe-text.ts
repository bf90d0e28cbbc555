import type { RequestHandler } from 'express';
import { InvalidParameterError, ValidationFailedError, type FieldProblem } from './errors';

/**
 * U+0000 (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its
 * partner (no UTF-8 encoding exists for it): strings the database refuses.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/**
 * JSON.stringify replacer for JSON that a jsonb column will hold: each NUL or
 * unpaired surrogate in a string (an answer echoing what a client sent, e.g.
 * a rejected item's external_id) becomes U+FFFD, which jsonb can store, where
 * PostgreSQL would refuse the whole document.
 */
export function storableJson(_key: string, value: unknown): unknown {
  return typeof value === 'string' && UNSAFE.test(value) ? value.replace(UNSAFE_ALL, '\uFFFD') : value;
}

export interface TextScan {
  /** Dotted paths of strings (values or keys) that cannot be stored, the first `limit` of them. */
  readonly unsafe: string[];
  /** Deepest nesting of arrays and objects seen. */
  readonly depth: number;
}

/**
 * Walks a parsed JSON value without recursion (a body nested thousands of
 * levels deep must not overflow the stack), naming every unsafe string.
 */
export function scanText(value: unknown, limit = 100): TextScan {
  const unsafe: string[] = [];
  let depth = 0;
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  while (stack.length > 0) {
    const [node, path, level] = stack.pop()!;
    if (typeof node === 'string') {
      if (unsafe.length < limit && isUnsafeText(node)) unsafe.push(path || '(root)');
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    depth = Math.max(depth, level + 1);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], path ? `${path}.${i}` : String(i), level + 1]);
      continue;
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const childPath = path ? `${path}.${key}` : key;
      if (unsafe.length < limit && isUnsafeText(key)) unsafe.push(childPath);
      stack.push([(node as Record<string, unknown>)[key], childPath, level + 1]);
    }
  }
  return { unsafe, depth };
}

function problems(fields: readonly string[], prefix = ''): FieldProblem[] {
  return fields.map((field) => ({ field: `${prefix}${field}`, message: UNSAFE_TEXT_MESSAGE }));
}

/**
 * 400 INVALID_PARAMETER for a query string holding text no column can store,
 * before any route queries with it. Paths are left to their routes: every
 * path parameter is checked by its route before any query (ids: not a UUID is
 * 404 like an unknown id, contract section 3; source names: their schema), and
 * an unknown path is 404 whatever it holds.
 */
export function rejectUnsafeQuery(): RequestHandler {
  return (req, _res, next) => {
    const inQuery = scanText(req.query).unsafe;
    next(inQuery.length > 0 ? new InvalidParameterError(problems(inQuery)) : undefined);
  };
}

/**
 * 422 VALIDATION_FAILED for a parsed body (jsonBody, before this) holding such
 * text, for routes that store what they are sent. Connector bodies are checked
 * item by item by the submission validation; geocoding answers every address
 * it cannot use with 200 INVALID_REQUEST (spec 4.1), such text included.
 */
export function rejectUnsafeBody(): RequestHandler {
  return (req, _res, next) => {
    const inBody = req.body === undefined ? [] : scanText(req.body).unsafe;
    next(inBody.length > 0 ? new ValidationFailedError(problems(inBody), 'The request body holds text that cannot be stored') : undefined);
  };
}
