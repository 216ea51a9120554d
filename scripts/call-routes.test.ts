import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calls } from '../lib/contract/calls';
import { ROUTES_DIR, routeFolders, routeSource } from './call-routes';

test('every call of the table has its generated route, and nothing else does', () => {
  expect(routeFolders()).toEqual(Object.keys(calls).sort());
  for (const name of Object.keys(calls))
    expect(readFileSync(path.join(ROUTES_DIR, name, 'route.ts'), 'utf8')).toBe(routeSource(name));
});
