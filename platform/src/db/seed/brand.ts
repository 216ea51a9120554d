import { REGISTER_PATTERNS, type PatternId } from '../../../../lib/contract/patterns';
import type { RegisterField } from '../../../../lib/contract/system';
import type { Db } from '../client';
import * as t from '../schema';
import { COUNTRIES } from './countries';

/** The whitelabel tree: [modId, parent, enabled]. '1' is on. */
export const FLAGS: [string, string | null, '1' | '0'][] = [
  ['MEMBER3', null, '1'],
  ['USERNAMEREG3', 'MEMBER3', '1'],
  ['MOBILENUMREG3', 'MEMBER3', '1'],
  ['REGMOBVERF3', 'MOBILENUMREG3', '1'],
  ['MOBILENUMPASSREG3', 'MOBILENUMREG3', '1'],
  ['DIRECTREG3', 'MEMBER3', '1'],
  ['CAPTCHA3', 'MEMBER3', '1'],
  ['FREEPLAY3', 'MEMBER3', '1'],
  ['PWDEXPFORCECHANGE3', 'MEMBER3', '1'],
  ['MOBILEVERCODELOGIN3', 'MEMBER3', '1'],
  ['CHNGPASSVERIF3', 'MEMBER3', '1'],
  ['LOGINHOME3', 'MEMBER3', '0'],
  // 2-step verification for a login from an unrecognised address: off until a brand opts in.
  ['LOGIN2STEP3', 'MEMBER3', '0'],
  ['WALLET3', null, '1'],
  ['GAME3', null, '1'],
  ['SEAMLESSBAR3', 'GAME3', '0'],
  ['LOTTERY3', null, '1'],
  ['VNLOTTERY3', 'LOTTERY3', '1'],
  ['PROMOTION3', null, '1'],
  ['REFERRAL3', 'PROMOTION3', '1'],
  ['POINTMALL3', null, '1'],
  ['MISSION3', null, '1'],
  ['AGENT3', null, '1'],
  ['DIVIDEND3', 'AGENT3', '1'],
  ['DAILYSALARY3', 'AGENT3', '1'],
  ['HOURSALARY3', 'AGENT3', '0'],
  ['REALTIMESALARY3', 'AGENT3', '1'],
  ['CBS3', null, '1'],
  ['FEEDBACK3', null, '1'],
];

/** [field, enabled, required, patternId, min, max] for the demo brand's registration form. */
const RULES: [RegisterField, boolean, boolean, PatternId, number, number][] = [
  ['username', true, true, 2, 6, 16],
  ['password', true, true, 6, 6, 20],
  ['confirmPassword', true, true, 6, 6, 20],
  ['mobileNum', true, true, 7, 8, 12],
  ['verificationCode', true, true, 7, 0, 255],
  ['captcha', true, true, 5, 4, 4],
  ['email', true, false, 4, 5, 64],
  ['payeeName', true, false, 9, 2, 50],
  ['affiliateCode', true, false, 5, 4, 20],
  ['referralCode', true, false, 5, 4, 20],
  ['paymentPassword', false, true, 7, 6, 6],
  ['qqNum', false, false, 7, 5, 12],
  ['recommenderId', false, false, 5, 4, 20],
  ['line', true, false, 10, 2, 40],
  ['whatsapp', true, false, 7, 8, 15],
  ['zalo', false, false, 7, 8, 15],
  ['facebook', false, false, 10, 2, 60],
  ['wechat', false, false, 10, 2, 40],
  ['idNumber', false, false, 5, 6, 20],
  ['domain', false, false, 1, 0, 255],
];

export const DEMO_MERCHANT = 'nova88';
export const ESPORTS_VASSALAGES = ['AV', 'AI', 'IMES', 'TF', 'IA'];

export async function seedBrand(db: Db): Promise<void> {
  await db.insert(t.brands).values({
    merchantCode: DEMO_MERCHANT,
    name: 'Nova88',
    platform: 'web',
    lotteryType: 'Lott',
    device: 'WEB',
    chatHeaderColor: '#f5b301',
    languages: ['MY', 'EN'],
    defaultLanguage: 'MY',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    currency: 'MYR',
    esportsVassalages: ESPORTS_VASSALAGES,
    gtagId: null,
  });
  await db
    .insert(t.featureFlags)
    .values(FLAGS.map(([modId, parentId, enabled], sort) => ({ modId, parentId, enabled, sort })));
  await db.insert(t.registerRules).values(
    RULES.map(([field, enabled, required, patternId, minLength, maxLength], sort) => ({
      field,
      enabled,
      required,
      patternId,
      acceptedPattern: REGISTER_PATTERNS[patternId].source,
      minLength,
      maxLength,
      sort,
    })),
  );
  await db.insert(t.resources).values([
    {
      resourceType: 'AFFILIATELINK',
      url: 'https://affiliate.nova88.example',
      qrCodeUrl: null,
      labelNameEn: 'Affiliate',
    },
    {
      resourceType: 'Android',
      url: 'https://nova88.example/app/nova88.apk',
      qrCodeUrl: 'https://nova88.example/app/nova88.apk',
      labelNameEn: 'Android',
    },
    {
      resourceType: 'IOS',
      url: 'https://nova88.example/app/ios',
      qrCodeUrl: 'https://nova88.example/app/ios',
      labelNameEn: 'iOS',
    },
    {
      resourceType: 'MOBILECONFIG',
      url: 'https://nova88.example/app/nova88.mobileconfig',
      qrCodeUrl: null,
      labelNameEn: 'iOS profile',
    },
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/nova88_demo',
      qrCodeUrl: null,
      labelNameEn: 'Telegram',
    },
    {
      resourceType: 'LINE',
      url: 'https://line.me/R/ti/p/@nova88demo',
      qrCodeUrl: null,
      labelNameEn: 'LINE',
    },
    {
      resourceType: 'FACEBOOK',
      url: 'https://facebook.com/nova88demo',
      qrCodeUrl: null,
      labelNameEn: 'Facebook',
    },
    { resourceType: 'TWITTER', url: 'https://x.com/nova88demo', qrCodeUrl: null, labelNameEn: 'X' },
    {
      resourceType: 'INSTAGRAM',
      url: 'https://instagram.com/nova88demo',
      qrCodeUrl: null,
      labelNameEn: 'Instagram',
    },
    {
      resourceType: 'SpeedTest',
      url: 'https://speed.nova88.example',
      qrCodeUrl: null,
      labelNameEn: 'Speed test',
    },
    {
      resourceType: 'USDJUMP',
      url: 'https://usdt.nova88.example',
      qrCodeUrl: null,
      labelNameEn: 'USDT guide',
    },
  ]);
  await db.insert(t.customerService).values([
    { csPosition: 'LEFT', csType: '1', title: 'Live chat', path: '/chat', sort: 0 },
    {
      csPosition: 'LEFT',
      csType: '2',
      title: 'Telegram',
      path: 'https://t.me/nova88_demo',
      sort: 1,
    },
    {
      csPosition: 'LEFT',
      csType: '2',
      title: 'WhatsApp',
      path: 'https://wa.me/60123456789',
      sort: 2,
    },
    {
      csPosition: 'RIGHT',
      csType: '3',
      title: 'VIP service',
      path: 'https://vip.nova88.example/chat',
      sort: 3,
    },
  ]);
  await db.insert(t.cdns).values([
    { kind: 'image', url: '/cdn' },
    { kind: 'launch', url: '/cdn/launch' },
  ]);
  await db
    .insert(t.domainRoutes)
    .values(
      ['https://www.nova88.example', 'https://m.nova88.example', 'https://nova88-alt.example'].map(
        (url) => ({ url }),
      ),
    );
  // Demo ranges only: loopback is the local visitor; the documentation ranges serve the tests.
  await db.insert(t.geoRanges).values([
    { range: '127.0.0.0/8', country: 'MY' },
    { range: '::1/128', country: 'MY' },
    { range: '203.0.113.0/24', country: 'SG' },
    { range: '198.51.100.0/24', country: 'US' },
    { range: '192.0.2.0/24', country: 'BR' },
  ]);
  await db.insert(t.countries).values(
    COUNTRIES.map((c, sort) => ({
      countryCode: c.countryCode,
      dialingCode: c.countryDialingCode,
      sort,
    })),
  );
}
