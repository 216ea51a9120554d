import {
  array,
  boolean,
  mixed,
  number,
  string,
  ValidationError,
  type AnySchema,
  type InferType,
} from 'yup';
import { CATEGORIES, type Category } from '../../../../../lib/contract/catalogue';
import { safeHref } from '../../../../../lib/contract/html';
import { LOCALES } from '../../../../../lib/contract/languages';
import { LABEL_COLOR, LABEL_NAME } from '../../accounts/labels';
import { refusal } from '../../refusal';

/** The most any amount may be, in minor units: far above any real one, far below 2^53. */
export const MAX_MINOR = 1_000_000_000_000;
export const MAX_SORT = 1_000_000;

/** Re-exported for the admin modules, which take their helpers from here. */
export { refusal };

/** Refuses fields a schema does not name (yup lets them through otherwise). */
export const UNKNOWN = '${path} has unknown field(s): ${unknown}';

/** The value checked strictly against `schema` (no casts, no unknown fields), or BAD_REQUEST. */
export function checked<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  try {
    return schema.validateSync(value, { strict: true, abortEarly: true }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw refusal(
      'BAD_REQUEST',
      error.path || 'body',
      error.message.replace(/^this\b/, 'the body'),
    );
  }
}

export const int = (min: number, max: number) => number().strict().integer().min(min).max(max);
export const money = (min = 0) => int(min, MAX_MINOR);
export const sort = () => int(-MAX_SORT, MAX_SORT);
export const id = () => int(1, 2 ** 31 - 1).required();

/** Text per portal locale (the seven of lib/contract/languages.ts), English required. */
export const localized = (max: number) =>
  mixed<Record<string, string>>().test('localized', '', function check(value) {
    if (value === undefined) return true;
    const fail = (message: string) => this.createError({ message: `${this.path} ${message}` });
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail('must map locales to text');
    for (const [locale, text] of Object.entries(value as Record<string, unknown>)) {
      if (!(LOCALES as string[]).includes(locale))
        return fail(`has ${JSON.stringify(locale)}, not a locale (${LOCALES.join(', ')})`);
      if (typeof text !== 'string' || text.trim() === '' || text.length > max)
        return fail(`.${locale} must be text of 1-${max} characters`);
    }
    return 'en' in value ? true : fail('needs an en text');
  });

/** An ISO 8601 instant with its offset, on a day that exists (no 30 February). */
export const instant = () =>
  string()
    .strict()
    .datetime({ allowOffset: true, message: '${path} must be an ISO date and time' })
    .test('real-day', '${path} is not a real date', (value) => {
      if (value === undefined || value === null) return true;
      const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
      const day = new Date(Date.UTC(y, m - 1, d));
      return day.getUTCMonth() === m - 1 && day.getUTCDate() === d && value.slice(11, 13) < '24';
    });

/** Basis points by game category (`*` for the others), each at most 100%. */
const weights = () =>
  mixed<Record<string, number>>().test('weights', '', function check(value) {
    if (value === undefined) return true;
    const fail = (message: string) => this.createError({ message: `${this.path} ${message}` });
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail('must map game categories to basis points');
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return fail('names no category (leave it out instead)');
    for (const [category, bp] of entries) {
      if (category !== '*' && !(CATEGORIES as readonly string[]).includes(category))
        return fail(`has ${JSON.stringify(category)}: not * nor one of ${CATEGORIES.join(', ')}`);
      if (typeof bp !== 'number' || !Number.isInteger(bp) || bp < 0 || bp > 10_000)
        return fail(`.${category} must be whole basis points from 0 to 10000`);
    }
    return true;
  });

/** Any JSON object: its fields are checked later, against the promotion's kind. */
export const plainObject = () =>
  mixed<Record<string, unknown>>().test(
    'object',
    '${path} must be an object',
    (value) =>
      value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)),
  );

export const gameCategory = () => mixed<Category>().oneOf(CATEGORIES);

/** A picture's address: a same-site path or an http(s) address (never javascript:, data:...). */
export const imageAddress = () =>
  string()
    .strict()
    .max(500)
    .test('address', '${path} must be a same-site path or an http(s) address', (value) => {
      if (value === undefined || value === null) return true;
      const safe = safeHref(value);
      return safe !== null && !value.startsWith('#');
    });

/** A rank's colours as member labels take them (#rgb or #rrggbb): nothing a style could abuse. */
export const colour = () =>
  string().strict().matches(LABEL_COLOR, '${path} must be a #rgb or #rrggbb colour');

/** A club or member label's name (services/accounts/labels.ts): plain words, no markup. */
export const labelName = () =>
  string()
    .strict()
    .trim('${path} must not start or end with spaces')
    .matches(LABEL_NAME, "${path} must be 1-32 letters, digits, spaces or _.&'+-");

/** The audience fields every claimable kind may carry (docs/rewards.md, Claims). */
export const audience = {
  minRank: int(1, 99),
  labels: array(labelName().required()).strict().min(1).max(20),
};

/** A bonus's wagering: (deposit + bonus) × turnoverMultiple within validDays, weighted by game. */
export const wagering = {
  turnoverMultiple: int(0, 100),
  validDays: int(1, 365),
  weights: weights(),
};

export const approval = { approval: boolean().strict() };
