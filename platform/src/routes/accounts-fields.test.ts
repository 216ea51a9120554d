/**
 * Every field of the registration and login calls, walked from the call table's own schemas:
 * a wrong type, an oversized value and markup are each refused with a 400 that names a reason,
 * and no account or session is written.
 */
import { sql } from 'drizzle-orm';
import type { AnyObject, ObjectSchema } from 'yup';
import { loginRequest, registerRequest } from '@/lib/contract/requests';
import * as t from '../db/schema';
import { callPlatform, startTestPlatform, type TestPlatform } from '../testing';

let platform: TestPlatform;
let ipCount = 0;
const ip = () => `10.7.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const count = async (table: typeof t.members | typeof t.memberSessions) =>
  (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** The longest text a field's schema allows (a field without a bound gets 10,000 characters). */
function maxLength(schema: ObjectSchema<AnyObject>, field: string): number {
  const described = schema.describe().fields[field] as {
    tests?: { name?: string; params?: { max?: number } }[];
  };
  const max = described.tests?.find((test) => test.name === 'max')?.params?.max;
  return max ?? 10_000;
}

const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];

type Case = { field: string; value: unknown; what: string };

function badValues(schema: ObjectSchema<AnyObject>, field: string): Case[] {
  const type = (schema.describe().fields[field] as { type: string }).type;
  const wrongTypes: unknown[] =
    type === 'string' ? [12345678, ['x'], { a: 1 }, true] : ['yes', ['x'], { a: 1 }];
  return [
    ...wrongTypes.map((value) => ({ field, value, what: `wrong type ${JSON.stringify(value)}` })),
    ...(type === 'string'
      ? [
          {
            field,
            value: 'a'.repeat(maxLength(schema, field) + 1),
            what: 'one character too long',
          },
          ...MARKUP.map((value) => ({ field, value, what: `markup ${value}` })),
        ]
      : []),
  ];
}

/** Fields whose values are chosen from a closed list or are only numbers: markup fails their shape. */
const registration = {
  registerMethod: 'WEB',
  login: true,
  username: 'fieldtest01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  mobileNum: '123450001',
  countryDialingCode: '60',
  verificationCode: '000000',
  captcha: 'AAAA',
};

function expectRefused(
  answer: { status: number; body: { success?: boolean; code?: string } },
  label: string,
) {
  expect({ label, status: answer.status, success: answer.body.success }).toEqual({
    label,
    status: 400,
    success: false,
  });
  expect({ label, code: answer.body.code }).toEqual({
    label,
    code: expect.stringMatching(/^(BAD_REQUEST|FIELD_INVALID)$/),
  });
}

it('registration refuses a wrong type, an oversized value and markup in every field', async () => {
  const members = await count(t.members);
  const fields = Object.keys(registerRequest.describe().fields);
  expect(fields.length).toBeGreaterThanOrEqual(20);
  for (const field of fields) {
    for (const bad of badValues(registerRequest, field)) {
      for (const call of ['register', 'registerMobile'] as const) {
        const answer = await callPlatform(
          platform,
          call,
          { ...registration, [field]: bad.value },
          { ip: ip() },
        );
        expectRefused(answer, `${call} ${field}: ${bad.what}`);
      }
    }
  }
  expect(await count(t.members)).toBe(members);
});

it('login refuses a wrong type, an oversized value and markup in every field', async () => {
  const sessions = await count(t.memberSessions);
  const login = {
    username: 'fieldtest01',
    password: 'abc12345',
    type: 'username',
    remember: false,
  };
  for (const field of Object.keys(loginRequest.describe().fields)) {
    for (const bad of badValues(loginRequest, field)) {
      const answer = await callPlatform(
        platform,
        'login',
        { ...login, [field]: bad.value },
        { ip: ip() },
      );
      // Markup in a name or password cannot match an account: the login fails, as any wrong one does.
      if (bad.what.startsWith('markup') && (field === 'username' || field === 'password')) {
        expect({ field, success: answer.body.success }).toEqual({ field, success: false });
        continue;
      }
      expectRefused(answer, `login ${field}: ${bad.what}`);
    }
  }
  expect(await count(t.memberSessions)).toBe(sessions);
});
