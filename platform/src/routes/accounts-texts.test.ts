/**
 * SMS and e-mail texts in the member's language (issue 12 item 11): the stored language of the
 * member, or the visitor's request language before a member exists, in all seven languages.
 */
import { LOCALES, type Locale } from '../../../lib/contract/languages';
import { accountText } from '../services/accounts/account-texts';
import {
  callPlatform,
  createMember,
  readOps,
  startTestPlatform,
  type TestPlatform,
} from '../testing';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** A JSON call as the portal sends it, in `language` (the portal's header). */
async function send(path: string, body: object, language: Locale, ip: string) {
  const response = await platform.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', language },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  expect(response.json()).toMatchObject({ success: true });
}

async function lastSms(recipient: string): Promise<string> {
  const [latest] = await readOps(platform, `/ops/outbox?channel=sms&recipient=${recipient}`);
  return latest.body;
}

/** The text with its code put back as `{code}`, to compare with the template. */
const template = (body: string) => body.replace(/\b\d{6}\b/, '{code}');

it('has a different text in every language', () => {
  const texts = LOCALES.map((l) => accountText(l, 'loginCode', { code: 1, minutes: 5 }));
  expect(new Set(texts).size).toBe(LOCALES.length);
});

it.each(LOCALES.map((locale, i) => [locale, i] as const))(
  'registration codes go out in the visitor’s language: %s',
  async (locale, i) => {
    const mobileNum = `18880000${i}`;
    await send(
      '/wps/verification/sms/register',
      { mobileNum, countryDialingCode: '60' },
      locale,
      `10.3.0.${i + 1}`,
    );
    expect(template(await lastSms(`60${mobileNum}`))).toBe(
      accountText(locale, 'codeSms', { code: '{code}', minutes: 5 }),
    );
  },
);

it.each(LOCALES.map((locale, i) => [locale, i] as const))(
  'a member’s login code goes out in their stored language, not the page’s: %s',
  async (locale, i) => {
    const mobileNum = `18881000${i}`;
    await createMember(platform, {
      username: `texts00${i}`,
      password: 'good1234',
      countryDialingCode: '60',
      mobileNum,
      language: locale,
    });
    const page: Locale = locale === 'en' ? 'th' : 'en';
    await send(
      '/wps/verification/sms/noLogin',
      { mobileNum, countryDialingCode: '60' },
      page,
      `10.3.1.${i + 1}`,
    );
    expect(template(await lastSms(`60${mobileNum}`))).toBe(
      accountText(locale, 'codeSms', { code: '{code}', minutes: 5 }),
    );
  },
);

it('mails a one-time password in the member’s language', async () => {
  await createMember(platform, {
    username: 'textsmail',
    password: 'good1234',
    email: 'texts@example.com',
    language: 'pt-BR',
  });
  const answer = await callPlatform(
    platform,
    'forgotPasswordEmail',
    { username: 'textsmail', email: 'texts@example.com' },
    { ip: '10.3.2.1' },
  );
  expect(answer.body.success).toBe(true);
  // The mail leaves after the answer (a slow mail server must not time the answer).
  let mail: { subject: string; body: string } | undefined;
  while (!mail)
    [mail] = await readOps(platform, '/ops/outbox?channel=email&recipient=texts@example.com');
  expect(mail.subject).toBe('Sua senha de uso único');
  expect(mail.body).toMatch(
    /^Entre como textsmail com a senha de uso único [a-z2-9]{10} em até 30 minutos/,
  );
});
