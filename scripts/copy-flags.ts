// Copies the flag of every country the platform offers (seed country list) from flag-icons into
// public/flags/{cc}.svg, so that the country-code picker never fetches a flag from the internet.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRIES } from '../platform/src/db/seed/countries';

const source = join('node_modules', 'flag-icons', 'flags', '4x3');
const target = join('public', 'flags');
mkdirSync(target, { recursive: true });
let copied = 0;
for (const { countryCode } of COUNTRIES) {
  const name = `${countryCode.toLowerCase()}.svg`;
  if (!existsSync(join(source, name))) {
    console.warn(`no flag for ${countryCode}`);
    continue;
  }
  copyFileSync(join(source, name), join(target, name));
  copied += 1;
}
console.log(`copied ${copied} flags into ${target}`);
