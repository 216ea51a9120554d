import type { BotVerifier } from '../../adapters/bot-check';
import type { FirebaseVerifier } from '../../adapters/firebase';
import type { Mailer } from '../../adapters/mailer';
import type { SmsGateway } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { Counters } from '../counters';
import type { SystemService } from '../system';
import { createCaptchas } from './captcha';
import type { AccountDeps } from './deps';
import { createDevices } from './devices';
import { createLimits } from './limits';
import { createMembers } from './members';
import { createSessions } from './sessions';
import { createVerification } from './verification';

export type AccountAdapters = {
  sms: SmsGateway;
  mailer: Mailer;
  firebase: FirebaseVerifier | null;
  bots: BotVerifier | null;
  /** Dev only (PLATFORM_DEV_CAPTCHA): sees each captcha's text and image so that e2e can answer it. */
  onCaptcha?: (text: string, image: string) => void;
};

/** The accounts service's parts, wired once per platform. */
export function createAccounts(
  db: Db,
  system: SystemService,
  counters: Counters,
  adapters: AccountAdapters,
): AccountDeps {
  const limits = createLimits(counters);
  return {
    db,
    system,
    limits,
    members: createMembers(db),
    sessions: createSessions(db),
    captchas: createCaptchas(db, adapters.onCaptcha),
    verification: createVerification(db, adapters.sms, limits),
    mailer: adapters.mailer,
    sms: adapters.sms,
    devices: createDevices(db),
    firebase: adapters.firebase,
    bots: adapters.bots,
  };
}

export type { AccountDeps, Caller } from './deps';
export type { AuthMember } from './sessions';
