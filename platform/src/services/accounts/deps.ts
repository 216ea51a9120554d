import type { BotVerifier } from '../../adapters/bot-check';
import type { FirebaseVerifier } from '../../adapters/firebase';
import type { Locale } from '../../../../lib/contract/languages';
import type { Mailer } from '../../adapters/mailer';
import type { SmsGateway } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { SystemService } from '../system';
import type { Captchas } from './captcha';
import type { Devices } from './devices';
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
  sms: SmsGateway;
  devices: Devices;
  firebase: FirebaseVerifier | null;
  /** Null when the brand runs no bot check. */
  bots: BotVerifier | null;
};

/** Who is calling: the address the platform saw, the browser's captcha key, the request language. */
export type Caller = { ip: string; captchaKey: string | null; locale: Locale };
