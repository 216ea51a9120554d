import { FLAGS } from '../../platform/src/db/seed/brand';
import { calls, type CallDef } from './calls';

const table = Object.entries(calls) as [string, CallDef][];

/** Section 7's table, path by path. */
const SECTION_7 = [
  '/wps/session/login',
  '/wps/verification/sms/noLogin',
  '/wps/system/whitelabel',
  '/wps/member/info',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/email',
  '/wps/member/password/verification',
  '/wps/agent/affiliate',
  '/wps/system/setting/register',
  '/wps/session/login/freeplay',
  '/wps/captcha',
  '/wps/member/info/icon',
  '/wps/system/status',
  '/wps/session/logout',
  '/wps/v2/wallets/balance',
  '/wps/system/domainRoute',
  '/wps/verification/sms/register',
  '/wps/feedback',
  '/wps/system/helpCenter',
  '/lgw/games/game_menus',
  '/lgw/vn/games/game_menu',
  '/lgw/games/popular',
  '/lgw/vn/numeros/opened/game',
  '/wps/game/launchGame',
  '/wps/member/info/funds/consolidated',
];

describe('the call table', () => {
  it('has every call of section 7', () => {
    const paths = new Set(table.map(([, def]) => def.path));
    for (const path of SECTION_7) expect(paths).toContain(path);
  });

  it('follows the spec where it names method, token and encryption', () => {
    expect(calls.login).toMatchObject({ method: 'POST', encrypt: true, token: false });
    expect(calls.register).toMatchObject({ method: 'PUT', encrypt: true });
    expect(calls.registerMobile).toMatchObject({ method: 'PUT', encrypt: true });
    expect(calls.changePassword).toMatchObject({ method: 'POST', token: true, encrypt: true });
    expect(calls.forgotPasswordEmail).toMatchObject({ method: 'POST', body: 'form' });
    expect(calls.resetPasswordByPhone).toMatchObject({ method: 'POST', encrypt: true });
    expect(calls.freePlayLogin).toMatchObject({
      method: 'POST',
      encrypt: true,
      module: 'FREEPLAY3',
    });
    expect(calls.balance).toMatchObject({ method: 'GET', token: true });
    expect(calls.feedback.method).toBe('PUT');
    expect(calls.captcha.method).toBe('GET');
  });

  it('has one route per method and path', () => {
    const routes = table.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('never encrypts a GET, and sends GET and DELETE input as a query', () => {
    for (const [, def] of table) {
      if (def.encrypt) expect(def.method).not.toBe('GET');
      if (def.method === 'GET' || def.method === 'DELETE') expect(def.body).toBe('query');
    }
  });

  it('names only modules that the whitelabel tree has', () => {
    const modules = new Set(FLAGS.map(([modId]) => modId));
    for (const [, def] of table) if (def.module !== null) expect(modules).toContain(def.module);
  });

  it('changes the session only through calls that log in or out', () => {
    const sessionCalls = table.filter(([, def]) => def.session).map(([name]) => name);
    expect(sessionCalls.sort()).toEqual(
      [
        'changePassword',
        'freePlayLogin',
        'login',
        'loginVerify',
        'logout',
        'register',
        'registerMobile',
        'resetPasswordByPhone',
        'socialLogin',
      ].sort(),
    );
  });
});
