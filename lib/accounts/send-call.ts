import type { CallName, HttpMethod, RequestOf, ResponseOf } from '../contract/calls';
import type { FailureDetail } from '../contract/envelope';

/** The account calls the browser makes, with their methods (checked against the call table). */
export const ACCOUNT_CALLS = {
  registerSettings: 'GET',
  countryCodes: 'GET',
  captcha: 'GET',
  affiliate: 'GET',
  registerSms: 'POST',
  smsNoLogin: 'POST',
  register: 'PUT',
  registerMobile: 'PUT',
  login: 'POST',
  loginVerify: 'POST',
  loginVerifyResend: 'POST',
  freePlayLogin: 'POST',
  logout: 'POST',
  firstLogin: 'POST',
  changePassword: 'POST',
  forgotPasswordEmail: 'POST',
  resetPasswordByPhone: 'POST',
  updateLanguage: 'POST',
  updateAvatar: 'PUT',
  updateNickname: 'PUT',
  bindSms: 'POST',
  bindMobile: 'PUT',
  bindEmail: 'PUT',
} as const satisfies Partial<Record<CallName, HttpMethod>>;

export type AccountCall = keyof typeof ACCOUNT_CALLS;

/** A refused call: its stable code, the text the portal translated for it and the form's detail. */
export type CallRefusal = {
  ok: false;
  status: number;
  code: string;
  text: string;
  detail: FailureDetail | null;
};
export type CallResult<T> = { ok: true; value: T } | CallRefusal;

const FORM_CALLS: readonly AccountCall[] = ['forgotPasswordEmail'];

/**
 * One account call through `/api/wps/{name}`; never throws (a network failure is a refusal).
 * `keepalive`: the request outlives the page (one sent as the page navigates away).
 */
export async function sendCall<N extends AccountCall>(
  name: N,
  input: Partial<RequestOf<N>> & Record<string, unknown>,
  locale: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<CallResult<ResponseOf<N>>> {
  const method = ACCOUNT_CALLS[name];
  const entries = Object.entries(input).filter(([, v]) => v !== undefined && v !== '');
  const query =
    method === 'GET' ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
  const form = FORM_CALLS.includes(name);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = form
      ? String(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])))
      : JSON.stringify(Object.fromEntries(entries));
  }
  try {
    const response = await fetch(`/api/wps/${name}${query === '?' ? '' : query}`, {
      method,
      headers,
      body,
      cache: 'no-store',
      keepalive,
    });
    const envelope = (await response.json()) as {
      success: boolean;
      value: unknown;
      code?: string;
      text?: string;
    };
    if (response.ok && envelope.success)
      return { ok: true, value: envelope.value as ResponseOf<N> };
    return {
      ok: false,
      status: response.status,
      code: envelope.code ?? 'INTERNAL',
      text: envelope.text ?? '',
      detail: (envelope.value as FailureDetail | null) ?? null,
    };
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', text: '', detail: null };
  }
}
