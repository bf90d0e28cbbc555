/**
 * The credential of an `Authorization: Bearer <credential>` header (scheme
 * case-insensitive, RFC 6750), or undefined when the header is absent or of
 * another form.
 */
export function bearerCredential(header: string | undefined): string | undefined {
  const match = header ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match?.[1];
}
