import { asc } from 'drizzle-orm';
import { CallError } from '../../../lib/contract/envelope';
import type { AnnouncementType } from '../../../lib/contract/system';
import * as t from '../db/schema';
import type { Handlers } from '../http/context';

const ANNOUNCEMENT_TYPES: readonly string[] = ['B', 'PL', 'PU', 'PR', 'H'];

export const systemHandlers: Handlers = {
  systemStatus: async ({ ip, country, services }) => services.system.status(ip, country),
  whitelabel: async ({ services }) => services.system.whitelabel(),
  registerSettings: async ({ services }) => services.system.registerRules(),
  domainRoute: async ({ services }) => {
    const rows = await services.database.db
      .select()
      .from(t.domainRoutes)
      .orderBy(asc(t.domainRoutes.id));
    return rows.map((r) => ({ url: r.url, speed: 0 }));
  },
  publicKey: async ({ services }) => {
    const { kid, publicJwk } = services.keys;
    return {
      kid,
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      jwk: { kty: 'RSA', n: publicJwk.n!, e: publicJwk.e!, kid },
    };
  },
  countryCodes: async ({ services }) => {
    const rows = await services.database.db
      .select()
      .from(t.countries)
      .orderBy(asc(t.countries.sort));
    return rows.map((c) => ({ countryCode: c.countryCode, countryDialingCode: c.dialingCode }));
  },
  helpCenter: async ({ locale, services }) => services.catalogue.helpCenter(locale),
  banners: async ({ input, locale, services }) =>
    services.catalogue.banners(String(input.group), locale),
  announcements: async ({ input, locale, services }) => {
    const asked = String(input.types ?? '')
      .split(',')
      .filter(Boolean);
    // Agent notices (AG) are the agent centre's: a public list without types leaves them out.
    const types = asked.length > 0 ? asked : ANNOUNCEMENT_TYPES.filter((type) => type !== 'AG');
    if (types.some((type) => !ANNOUNCEMENT_TYPES.includes(type)))
      throw new CallError('BAD_REQUEST', 'unknown type');
    const pageNo = Number(input.pageNo ?? 1);
    const pageSize = Number(input.pageSize ?? 9);
    return services.catalogue.announcements(types as AnnouncementType[], locale, pageNo, pageSize);
  },
  vendors: async ({ services }) =>
    services.catalogue.vendorLanes((await services.system.brandConfig()).esportsVassalages),
  promotions: async ({ input, locale, services }) =>
    services.catalogue.promotions(input.category as string | undefined, locale),
  promotionDetail: async ({ input, locale, services }) => {
    const promotion = await services.catalogue.promotion(Number(input.id), locale);
    if (!promotion) throw new CallError('NOT_FOUND');
    return promotion;
  },
};
