import { z } from 'zod';
import type { FieldProblem } from '../../http/errors';
import { scanText, UNSAFE_TEXT_MESSAGE } from '../../http/unsafe-text';
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

/** The fields the schema knows, as a tree: objects name their keys, arrays their element, leaves are null. */
type Known = { keys: Map<string, Known> } | { element: Known } | null;

/** The object or array schema under optional/nullable/preprocess wrappers, read through zod's public classes. */
function structural(schema: z.ZodType): z.ZodObject | z.ZodArray | undefined {
  if (schema instanceof z.ZodObject || schema instanceof z.ZodArray) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return structural(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return structural(schema.in as z.ZodType) ?? structural(schema.out as z.ZodType);
  return undefined;
}

function knownFields(schema: z.ZodType): Known {
  const found = structural(schema);
  if (found instanceof z.ZodObject) {
    return { keys: new Map(Object.entries(found.shape).map(([key, child]) => [key, knownFields(child as z.ZodType)])) };
  }
  if (found instanceof z.ZodArray) return { element: knownFields(found.element as z.ZodType) };
  return null;
}

const KNOWN = knownFields(submissionSchema);

/** Warnings named one by one; past this many, one more entry gives the count of the rest. */
export const MAX_NAMED_WARNINGS = 100;

/**
 * Every key of the input the schema does not know, as a dotted path. Walks
 * only as deep as the schema goes (an unknown key is not entered), without recursion.
 */
function unknownFields(input: unknown): { named: string[]; total: number } {
  const named: string[] = [];
  let total = 0;
  // `known: undefined` marks a key the schema does not know, named when it comes off the stack (input order).
  const stack: Array<[Known | undefined, unknown, string]> = [[KNOWN, input, '']];
  while (stack.length > 0) {
    const [known, value, path] = stack.pop()!;
    if (known === undefined) {
      total++;
      if (named.length < MAX_NAMED_WARNINGS) named.push(path);
    } else if (known && 'keys' in known && isObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = known.keys.get(key);
        if (child !== null) stack.push([child, value[key], path ? `${path}.${key}` : key]);
      }
    } else if (known && 'element' in known && Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([known.element, value[i], `${path}.${i}`]);
    }
  }
  return { named, total };
}

function unknownFieldWarnings(input: unknown): FieldProblem[] {
  const { named, total } = unknownFields(input);
  const warnings = named.map((field) => ({ field, message: 'is not a known field and was ignored' }));
  if (total > named.length) {
    warnings.push({ field: '(root)', message: `${total - named.length} more unknown fields were ignored (only the first ${MAX_NAMED_WARNINGS} are named)` });
  }
  return warnings;
}

/** Strings no column can hold (NUL, unpaired surrogates), wherever they are: the item is rejected naming them. */
function unsafeTextErrors(input: unknown): FieldProblem[] {
  return scanText(input, MAX_NAMED_WARNINGS).unsafe.map((field) => ({ field, message: UNSAFE_TEXT_MESSAGE }));
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
  const warnings = unknownFieldWarnings(input);
  const unsafe = unsafeTextErrors(input);
  // Text the database cannot hold would make the schema's own messages about it meaningless: it alone is reported.
  if (unsafe.length > 0) return { errors: unsafe, warnings };
  const parsed = submissionSchema.safeParse(input);
  const schemaErrors = parsed.success ? [] : zodProblems(parsed.error).flatMap(expandMissingAddress);
  const errors = [...schemaErrors, ...crossFieldErrors(input, options.requireExternalId)];
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
