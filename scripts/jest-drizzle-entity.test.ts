import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is, entityKind } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { members } from '../platform/src/db/schema';

const root = path.resolve(__dirname, '..');

describe("Jest's copy of drizzle's entity module", () => {
  it('is the one drizzle uses under Jest', () => {
    // Only the mapped module's `is` has no global reads: its source names `getPrototypeOf` alone.
    expect(is.toString()).toContain('getPrototypeOf(value)');
    expect(is.toString()).not.toContain('Object.');
  });

  it('answers as drizzle does', () => {
    expect(is(members, PgTable)).toBe(true);
    expect(is({}, PgTable)).toBe(false);
    expect(is(null, PgTable)).toBe(false);
    const notAnEntity = class NotAnEntity {} as unknown as typeof PgTable;
    expect(() => is(members, notAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
    expect(entityKind).toBe(Symbol.for('drizzle:entityKind'));
  });

  it('was copied from the installed drizzle-orm: a new version needs a new look', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'node_modules/drizzle-orm/package.json'), 'utf8'),
    ) as { version: string };
    expect(manifest.version).toBe('0.45.4');
    const original = readFileSync(path.join(root, 'node_modules/drizzle-orm/entity.cjs'), 'utf8');
    for (const name of ['entityKind', 'hasOwnEntityKind', 'is'])
      expect(original).toContain(`${name}: () => ${name}`);
  });
});
