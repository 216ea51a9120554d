import type { BotVerifier } from '../../adapters/bot-check';
import type { FirebaseVerifier } from '../../adapters/firebase';
import type { Mailer } from '../../adapters/mailer';
import type { Db } from '../../db/client';
import type { SystemService } from '../system';
import type { Captchas } from './captcha';
import type { Limits } from './limits';
import type { Members } from './members';
import type { Sessions } from './sessions';
import type { Verification } from './verification';

/** What the account flows work with. */
export type AccountDeps = {
  db: Db;
  system: SystemService;
  members: Members;
  sessions: Sessions;
  captchas: Captchas;
  verification: Verification;
  limits: Limits;
  mailer: Mailer;
  firebase: FirebaseVerifier | null;
  /** Null when the brand runs no bot check. */
  bots: BotVerifier | null;
};

/** Who is calling: the address the platform saw and the browser's captcha key. */
export type Caller = { ip: string; captchaKey: string | null };
