import type { CallName, ResponseOf } from '../../../lib/contract/calls';
import type { Locale } from '../../../lib/contract/languages';
import type { PlatformConfig } from '../config';
import type { Database } from '../db/client';
import type { CatalogueService } from '../services/catalogue';
import type { Counters } from '../services/counters';
import type { GamesService } from '../services/games';
import type { PlatformKeys } from '../services/keys';
import type { SystemService } from '../services/system';

export type Services = {
  config: PlatformConfig;
  database: Database;
  counters: Counters;
  keys: PlatformKeys;
  operatorToken: string;
  system: SystemService;
  catalogue: CatalogueService;
  games: GamesService;
};

/** What a call handler gets: the checked input, who is asking, in which language. */
export type CallContext = {
  input: Record<string, unknown>;
  ip: string;
  country: string | null;
  locale: Locale;
  token: string | null;
  services: Services;
};

export type Handler<N extends CallName> = (ctx: CallContext) => Promise<ResponseOf<N>>;
export type Handlers = { [N in CallName]?: Handler<N> };
