import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../../lib/contract/languages';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import ms from '../../../../messages/ms.json';
import ptBR from '../../../../messages/pt-BR.json';
import th from '../../../../messages/th.json';
import vi from '../../../../messages/vi.json';
import zhCN from '../../../../messages/zh-CN.json';
import { createMessages } from '../messages';

const NOTICES: Record<Locale, (typeof en)['notices']> = {
  en: en.notices,
  id: id.notices,
  ms: ms.notices,
  'pt-BR': ptBR.notices,
  th: th.notices,
  vi: vi.notices,
  'zh-CN': zhCN.notices,
};

/** Tells the member in their inbox, in their language, that a secret was locked after guesses. */
export async function sendLockNotice(
  db: Db,
  memberId: number,
  kind: 'payment' | 'recheck',
  minutes: number,
) {
  const [member] = await db
    .select({ language: t.members.language })
    .from(t.members)
    .where(eq(t.members.id, memberId));
  const notices = NOTICES[toLocale(member?.language) ?? DEFAULT_LOCALE];
  const [title, body] =
    kind === 'payment'
      ? [notices.paymentPasswordLockedTitle, notices.paymentPasswordLockedBody]
      : [notices.passwordCheckLockedTitle, notices.passwordCheckLockedBody];
  await createMessages(db).send(memberId, title, body.replace('{minutes}', String(minutes)));
}
