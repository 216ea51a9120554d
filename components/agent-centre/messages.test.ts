/** The agent centre's texts: every language has every key, translated, with the same placeholders. */
import { readFileSync } from 'node:fs';
import { AGENT_CENTRE_PAGES } from '@/lib/agent/pages';
import { LOCALES } from '@/lib/contract/languages';

type Tree = { [key: string]: string | Tree };
const agentCentreOf = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { agentCentre: Tree })
    .agentCentre;

function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
}

/** The ICU argument names a text uses ({account}, {count, plural, …}). */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

const english = leaves(agentCentreOf('en'));

describe('agent centre messages', () => {
  it('name every entry of the agent centre', () => {
    expect(AGENT_CENTRE_PAGES.filter((page) => !english[`pages.${page}`])).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are all there in %s', (locale) => {
    const own = leaves(agentCentreOf(locale));
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    const placeholders = Object.keys(english).filter(
      (key) => argumentsOf(own[key] ?? '').join() !== argumentsOf(english[key] ?? '').join(),
    );
    expect(placeholders).toEqual([]);
    const untranslated = Object.keys(english).filter(
      (key) => own[key] === english[key] && /[a-z]{4,}/.test(english[key] ?? ''),
    );
    // Words that read the same in these languages (loanwords, names).
    const alike = new Set([
      'status',
      'downlineTotal',
      'bonus',
      'deposit',
      'total',
      'totals',
      'mode',
      'platform',
      'upline',
      'transfer',
      'rebate',
      'active',
      'rebates',
      'table',
      'actions',
    ]);
    expect(untranslated.filter((key) => !alike.has(key.split('.').pop() ?? ''))).toEqual([]);
  });
});
