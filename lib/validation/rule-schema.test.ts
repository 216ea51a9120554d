import type { RegisterRule } from '../contract/system';
import { ruleSchema, type RuleMessage } from './rule-schema';

const rule = (
  field: RegisterRule['field'],
  patternId: number,
  source: string,
  min: number,
  max: number,
) =>
  ({
    field,
    enabled: true,
    required: false,
    acceptedPattern: source,
    patternId,
    minLength: min,
    maxLength: max,
  }) as RegisterRule;
const keyOf = (text: string) => (JSON.parse(text) as RuleMessage).key;
const asJson = (m: RuleMessage) => JSON.stringify(m);

async function firstError(schema: ReturnType<typeof ruleSchema>, value: string) {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return keyOf((error as Error).message);
  }
}

describe('ruleSchema markup check', () => {
  it('refuses < and > in shown fields, whatever their pattern allows', async () => {
    const line = ruleSchema(rule('line', 10, '^\\S+$', 2, 40), false, asJson);
    expect(await firstError(line, '<script>alert(1)</script>')).toBe('no_markup');
    expect(await firstError(line, 'my.line_id')).toBeNull();
  });
  it('lets secrets hold any character their pattern allows', async () => {
    const password = ruleSchema(rule('password', 20, '^[\\x21-\\x7e]+$', 6, 20), true, asJson);
    expect(await firstError(password, 'a<b>c1!')).toBeNull();
  });
  it('refuses oversized input with the pattern message and its range', async () => {
    const name = ruleSchema(rule('username', 2, '^[A-Za-z][A-Za-z0-9]*$', 6, 16), true, asJson);
    expect(await firstError(name, 'a'.repeat(300))).toBe('reg_pattern_2');
    expect(await firstError(name, '')).toBe('not_empty');
  });
});
