import type { MigrationBuilder } from 'node-pg-migrate';
import { rehashNonAsciiAddresses } from '../src/db/address-rehash';

/**
 * address_hash again for addresses holding invisible characters.
 *
 * foldText (normalize.ts) turned a soft hyphen or a zero-width space inside a
 * word into a space, so "Ma\u00ADple St" (as text pasted from a web page often
 * is) was "ma ple st" and became a second property beside "Maple St". Such
 * characters (Unicode's default-ignorable code points) are now dropped. They
 * are all beyond ASCII, so rehashNonAsciiAddresses finds every row they can
 * be in. Two properties the old hashes kept apart but the new one makes one
 * stay two: the later keeps its old hash. It reads the whole table once
 * (1,000,000 seeded listings: 68 s with the table mostly outside the OS cache)
 * in one transaction: reads go on meanwhile, and so do writes but to the rows
 * it rewrote (locked until it commits). A property created meanwhile with one
 * of the new hashes would make it fail, and the next start run it again.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  await rehashNonAsciiAddresses(pgm);
}

/** Nothing to undo: the old hash split one address in two. */
export async function down(): Promise<void> {}
