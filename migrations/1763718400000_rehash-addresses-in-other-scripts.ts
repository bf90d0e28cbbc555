import type { MigrationBuilder } from 'node-pg-migrate';
import { rehashNonAsciiAddresses } from '../src/db/address-rehash';

/**
 * address_hash again for addresses written with characters beyond ASCII.
 *
 * The normalisation behind the hash (foldText in normalize.ts) kept only the
 * letters a-z and the digits: "1 улица Ленина, Москва" and "1 проспект Мира,
 * Санкт-Петербург" both normalised to "1, RU" and were merged into one
 * property, as were Arabic, Greek, Chinese or any other non-Latin addresses
 * with the same house number and country. It now keeps the letters and digits
 * of every script; an address in plain ASCII normalises as before.
 *
 * A stored row keeps its components as submitted, so its hash is recomputed
 * from them (rehashNonAsciiAddresses). The new normalisation drops nothing the
 * old one kept, so rows whose hashes differed still differ and the unique
 * index holds.
 *
 * Rows that the old hash had already merged stay merged: which submission
 * belonged to which address is not kept.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  await rehashNonAsciiAddresses(pgm);
}

/** Nothing to undo: the old hashes merged distinct addresses, and the rows they merged were never split. */
export async function down(): Promise<void> {}
