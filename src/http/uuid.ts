const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path parameter can name a row keyed by uuid. Anything else is
 * answered like an unknown id, and never reaches PostgreSQL (where it would be
 * an invalid-input error).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
