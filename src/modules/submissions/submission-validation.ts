import type { z } from 'zod';
import type { FieldProblem } from '../../http/errors';
import { zodProblems } from '../../http/error-handler';
import { submissionSchema, type Submission } from './submission.schemas';

export interface ValidationResult {
  /** Present when there are no errors. */
  readonly value?: Submission;
  readonly errors: FieldProblem[];
  /** Unknown fields, ignored. */
  readonly warnings: FieldProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAbsent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

interface ZodDefLike {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
}
interface ZodLike {
  _zod: { def: ZodDefLike };
}

/** The fields the schema knows, as a tree: objects name their keys, arrays their element, leaves are null. */
type Known = { keys: Map<string, Known> } | { element: Known } | null;

/** The object or array schema under optional/nullable/preprocess wrappers, if any. */
function structural(schema: ZodLike): ZodDefLike | undefined {
  const def = schema._zod.def;
  if (def.type === 'object' || def.type === 'array') return def;
  if (def.innerType) return structural(def.innerType);
  if (def.type === 'pipe') return (def.in && structural(def.in)) ?? (def.out && structural(def.out));
  return undefined;
}

function knownFields(schema: ZodLike): Known {
  const def = structural(schema);
  if (def?.type === 'object' && def.shape) {
    return { keys: new Map(Object.entries(def.shape).map(([key, child]) => [key, knownFields(child)])) };
  }
  if (def?.type === 'array' && def.element) return { element: knownFields(def.element) };
  return null;
}

const KNOWN = knownFields(submissionSchema as unknown as ZodLike);

/** Every key of the input the schema does not know, as a dotted path. */
function unknownFields(known: Known, input: unknown, path: string): string[] {
  if (known && 'keys' in known && isObject(input)) {
    const found: string[] = [];
    for (const key in input) {
      const childPath = path ? `${path}.${key}` : key;
      const child = known.keys.get(key);
      if (child === undefined) found.push(childPath);
      else if (child) found.push(...unknownFields(child, input[key], childPath));
    }
    return found;
  }
  if (known && 'element' in known && Array.isArray(input)) {
    return input.flatMap((item, i) => unknownFields(known.element, item, `${path}.${i}`));
  }
  return [];
}

/** Rules that span fields: checked on the raw input so they show up beside every other error. */
function crossFieldErrors(input: Record<string, unknown>, requireExternalId: boolean): FieldProblem[] {
  const errors: FieldProblem[] = [];
  if (requireExternalId && isAbsent(input.external_id)) {
    errors.push({ field: 'external_id', message: 'is required for every item of a batch' });
  }
  const financial = isObject(input.financial) ? input.financial : {};
  if (isAbsent(financial.price_current) && isAbsent(input.price)) {
    errors.push({ field: 'financial.price_current', message: 'is required (give financial.price_current or price)' });
  }
  if (isObject(input.location)) {
    const { latitude, longitude } = input.location;
    if (isAbsent(latitude) !== isAbsent(longitude)) {
      const missing = isAbsent(latitude) ? 'latitude' : 'longitude';
      const given = missing === 'latitude' ? 'longitude' : 'latitude';
      errors.push({ field: `location.${missing}`, message: `is required when ${given} is given` });
    }
  }
  return errors;
}

/** All problems of one submitted property at once, with dotted paths. */
export function validateSubmission(input: unknown, options: { requireExternalId: boolean }): ValidationResult {
  if (!isObject(input)) return { errors: [{ field: '(root)', message: 'must be a JSON object' }], warnings: [] };
  const parsed = submissionSchema.safeParse(input);
  const schemaErrors = parsed.success ? [] : zodProblems(parsed.error as z.ZodError).flatMap(expandMissingAddress);
  const errors = [...schemaErrors, ...crossFieldErrors(input, options.requireExternalId)];
  const warnings = unknownFields(KNOWN, input, '').map((field) => ({
    field,
    message: 'is not a known field and was ignored',
  }));
  const ordered = dedupeProblems(errors);
  return ordered.length === 0 && parsed.success ? { value: parsed.data, errors: [], warnings } : { errors: ordered, warnings };
}

/** A missing address is a missing street and city: name the fields a connector has to fill. */
function expandMissingAddress(problem: FieldProblem): FieldProblem[] {
  if (problem.field !== 'address' || problem.message !== 'is required') return [problem];
  return [
    { field: 'address.street', message: 'is required' },
    { field: 'address.city', message: 'is required' },
  ];
}

/** One message per field and text, in the order the fields appear in the schema. */
function dedupeProblems(problems: FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.field}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
