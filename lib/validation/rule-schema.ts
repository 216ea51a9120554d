import { object, ref, string, type AnyObject, type ObjectSchema, type StringSchema } from 'yup';
import { matchesPattern } from '../contract/patterns';
import type { RegisterField, RegisterRule } from '../contract/system';

/**
 * A validation message as data: the portal translates it (`reg_pattern_6` with its range, `not_empty`
 * with the field), the platform sends it back in a FIELD_INVALID failure. One builder for both.
 */
export type RuleMessage = { key: string; field: string; values: Record<string, string | number> };
export type FormatMessage = (message: RuleMessage) => string;

/** The platform's default: the message as JSON, so the detail survives yup and reaches the caller. */
export const messageAsJson: FormatMessage = (message) => JSON.stringify(message);

export function parseRuleMessage(text: string): RuleMessage | null {
  try {
    const value = JSON.parse(text) as Partial<RuleMessage>;
    return typeof value.key === 'string' && typeof value.field === 'string'
      ? { key: value.key, field: value.field, values: value.values ?? {} }
      : null;
  } catch {
    return null;
  }
}

/** Fields every form requires whatever the brand says (spec section 5). */
const ALWAYS_REQUIRED: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
];

export function isRequired(rule: RegisterRule): boolean {
  return rule.required || ALWAYS_REQUIRED.includes(rule.field);
}

/** Secrets are never shown again, so any character may be in them; other fields refuse markup. */
const SECRET_FIELDS: readonly string[] = ['password', 'confirmPassword', 'paymentPassword'];
const MARKUP = /[<>]/;

/** "6-20", or one number when both bounds are equal (spec section 5). */
export function lengthRange(rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength}-${rule.maxLength}`;
}

/** The check of one field by its rule: not empty when required, then length and pattern. */
export function ruleSchema(
  rule: RegisterRule,
  required: boolean,
  format: FormatMessage,
  field: string = rule.field,
): StringSchema<string | undefined> {
  const patternMessage = format({
    key: `reg_pattern_${rule.patternId}`,
    field,
    values: { min: rule.minLength, max: rule.maxLength, range: lengthRange(rule) },
  });
  // Hard ceiling whatever the brand configured: nothing longer is ever worth reading.
  let schema = string().max(255, patternMessage);
  schema = required
    ? schema.required(format({ key: 'not_empty', field, values: { field } }))
    : schema.optional();
  if (!SECRET_FIELDS.includes(rule.field))
    schema = schema.test(
      'markup',
      format({ key: 'no_markup', field, values: { field } }),
      (value) => !value || !MARKUP.test(value),
    );
  return schema.test('rule', patternMessage, (value) => {
    if (value === undefined || value === '') return !required;
    return (
      value.length >= rule.minLength &&
      value.length <= rule.maxLength &&
      matchesPattern(rule.acceptedPattern, value)
    );
  });
}

/** Builds an object schema from field rules; `confirmations` must equal the field they confirm. */
export function rulesSchema(
  fields: { rule: RegisterRule; required: boolean; name?: string }[],
  format: FormatMessage,
  confirmations: Record<string, string> = {},
): ObjectSchema<AnyObject> {
  const shape: Record<string, StringSchema<string | undefined>> = {};
  for (const { rule, required, name } of fields) {
    const key = name ?? rule.field;
    shape[key] = ruleSchema(rule, required, format, key);
  }
  for (const [confirm, original] of Object.entries(confirmations)) {
    const base = shape[confirm];
    if (!base) continue;
    shape[confirm] = base.oneOf(
      [ref(original), undefined, ''],
      format({ key: 'inconsistent_twice', field: confirm, values: {} }),
    );
  }
  return object(shape);
}
