import type { CallResult } from '../accounts/send-call';
import type { CallName, RequestOf, ResponseOf } from '../contract/calls';
import type { FailureDetail } from '../contract/envelope';

/** The wallet's writes from the browser (all JSON POSTs through `/api/wps/{name}`). */
export type WalletCall = Extract<
  CallName,
  | 'walletTransfer'
  | 'paymentPassword'
  | 'payeeAdd'
  | 'withdraw'
  | 'withdrawConfirm'
  | 'deposit'
  | 'messageRead'
  | 'messageReadAll'
  | 'messageDelete'
  | 'transferUpline'
>;

type Answer = { success: boolean; value: unknown; code?: string; text?: string };

/** A `/api/wps` answer as a call result: the value, or the refusal with its translated text. */
export async function readAnswer<T>(response: Response): Promise<CallResult<T>> {
  const envelope = (await response.json()) as Answer;
  if (response.ok && envelope.success) return { ok: true, value: envelope.value as T };
  return {
    ok: false,
    status: response.status,
    code: envelope.code ?? 'INTERNAL',
    text: envelope.text ?? '',
    detail: (envelope.value as FailureDetail | null) ?? null,
  };
}

export const NETWORK = { ok: false, status: 0, code: 'NETWORK', text: '', detail: null } as const;

/**
 * One JSON POST through `/api/wps/{name}`; never throws (a network failure is a refusal with status
 * 0). `language` also sends the page language as the `Language` header the spec's calls carry.
 */
export async function postCall<N extends CallName>(
  name: N,
  input: RequestOf<N>,
  locale: string,
  /** `keepalive`: the request outlives the page (a transfer sent while the page unloads). */
  init: { keepalive?: boolean; language?: boolean } = {},
): Promise<CallResult<ResponseOf<N>>> {
  try {
    const response = await fetch(`/api/wps/${name}`, {
      keepalive: init.keepalive,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        ...(init.language ? { language: locale } : {}),
        'content-type': 'application/json',
      },
      body: JSON.stringify(input),
      cache: 'no-store',
    });
    return await readAnswer<ResponseOf<N>>(response);
  } catch {
    return NETWORK;
  }
}

/** One wallet call (a JSON POST). */
export const sendWalletCall = <N extends WalletCall>(
  name: N,
  input: RequestOf<N>,
  locale: string,
  init: { keepalive?: boolean } = {},
): Promise<CallResult<ResponseOf<N>>> => postCall(name, input, locale, init);

/** A multipart upload (`/api/upload/deposit-receipt`, `/api/upload/withdraw-proof`). */
export async function sendUpload<T>(
  path: string,
  form: FormData,
  locale: string,
): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'accept-language': locale },
      body: form,
      cache: 'no-store',
    });
    return await readAnswer<T>(response);
  } catch {
    return NETWORK;
  }
}
