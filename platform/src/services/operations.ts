import { and, eq } from 'drizzle-orm';
import { CallError } from '../../../lib/contract/envelope';
import { sanitizeContent } from '../../../lib/contract/html';
import type { AnnouncementType, ResourceType } from '../../../lib/contract/system';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { isIp, type SystemService } from './system';

type Actor = { operator: string };

export type NewAnnouncement = {
  type: AnnouncementType;
  titles: t.LocalizedText;
  contents: t.LocalizedText;
  publishedAt: Date | null;
};

export type ResourceFields = { url: string; qrCodeUrl: string | null; labelNameEn: string };

/**
 * Operators' switches (maintenance, region rules, feature flags) and content (announcements, app
 * and social resources). Each change and its audit row
 * commit together, so the audit trail never misses a change.
 */
export function createOperations(db: Db, system: SystemService) {
  async function audited<T>(
    actor: Actor,
    action: string,
    target: string,
    change: (tx: Db) => Promise<{ before: unknown; after: unknown; result: T }>,
  ) {
    const result = await db.transaction(async (tx) => {
      const { before, after, result } = await change(tx as unknown as Db);
      await tx
        .insert(t.operatorAudit)
        .values({ operator: actor.operator, action, target, before, after });
      return result;
    });
    system.invalidate();
    return result;
  }

  return {
    /** The languages the brand offers (spec codes: 'MY', 'EN', 'PT-BR'...). */
    setLanguages: (actor: Actor, languages: string[]) =>
      audited(actor, 'languages', 'brand', async (tx) => {
        const [brand] = await tx.select().from(t.brands).limit(1);
        if (!brand) throw new CallError('NOT_FOUND');
        await tx
          .update(t.brands)
          .set({ languages, updatedAt: new Date() })
          .where(eq(t.brands.id, brand.id));
        return { before: brand.languages, after: languages, result: null };
      }),

    setMaintenance: (actor: Actor, enabled: boolean, endTime: Date | null) =>
      audited(actor, 'maintenance', 'brand', async (tx) => {
        const [brand] = await tx.select().from(t.brands).limit(1);
        if (!brand) throw new CallError('NOT_FOUND');
        await tx
          .update(t.brands)
          .set({
            maintenance: enabled,
            maintenanceEnd: enabled ? endTime : null,
            updatedAt: new Date(),
          })
          .where(eq(t.brands.id, brand.id));
        return {
          before: { enabled: brand.maintenance, endTime: brand.maintenanceEnd },
          after: { enabled, endTime: enabled ? endTime : null },
          result: null,
        };
      }),

    addRegionRule: (actor: Actor, kind: 'ip' | 'country', value: string) =>
      audited(actor, 'region.add', `${kind}:${value}`, async (tx) => {
        const normalized = normalizeRule(kind, value);
        await tx.insert(t.regionRules).values({ kind, value: normalized }).onConflictDoNothing();
        return { before: null, after: { kind, value: normalized }, result: normalized };
      }),

    removeRegionRule: (actor: Actor, kind: 'ip' | 'country', value: string) =>
      audited(actor, 'region.remove', `${kind}:${value}`, async (tx) => {
        const normalized = normalizeRule(kind, value);
        const removed = await tx
          .delete(t.regionRules)
          .where(and(eq(t.regionRules.kind, kind), eq(t.regionRules.value, normalized)))
          .returning();
        if (removed.length === 0) throw new CallError('NOT_FOUND');
        return { before: { kind, value: normalized }, after: null, result: normalized };
      }),

    setFlag: (actor: Actor, modId: string, enabled: '1' | '0') =>
      audited(actor, 'flag', modId, async (tx) => {
        const [flag] = await tx
          .select()
          .from(t.featureFlags)
          .where(eq(t.featureFlags.modId, modId))
          .limit(1);
        if (!flag) throw new CallError('NOT_FOUND');
        await tx.update(t.featureFlags).set({ enabled }).where(eq(t.featureFlags.modId, modId));
        return { before: flag.enabled, after: enabled, result: null };
      }),

    /** The HTML is stored sanitized (browsers sanitize it again); one left empty is refused. */
    createAnnouncement: (actor: Actor, announcement: NewAnnouncement) =>
      audited(actor, 'announcement.create', `type:${announcement.type}`, async (tx) => {
        const contents = cleanContents(announcement.contents);
        const [row] = await tx
          .insert(t.announcements)
          .values({
            ...announcement,
            contents,
            publishedAt: announcement.publishedAt ?? new Date(),
          })
          .returning();
        if (!row) throw new Error('announcement insert returned nothing');
        return { before: null, after: row, result: { id: row.id } };
      }),

    upsertResource: (actor: Actor, resourceType: ResourceType, fields: ResourceFields) =>
      audited(actor, 'resource.upsert', resourceType, async (tx) => {
        const [before] = await tx
          .select()
          .from(t.resources)
          .where(eq(t.resources.resourceType, resourceType));
        const after = { resourceType, ...fields };
        await tx
          .insert(t.resources)
          .values(after)
          .onConflictDoUpdate({ target: t.resources.resourceType, set: fields });
        return { before: before ?? null, after, result: after };
      }),

    deleteResource: (actor: Actor, resourceType: ResourceType) =>
      audited(actor, 'resource.delete', resourceType, async (tx) => {
        const [removed] = await tx
          .delete(t.resources)
          .where(eq(t.resources.resourceType, resourceType))
          .returning();
        if (!removed) throw new CallError('NOT_FOUND');
        return { before: removed, after: null, result: null };
      }),

    regionRules: () => db.select().from(t.regionRules).orderBy(t.regionRules.id),
  };
}

function cleanContents(contents: t.LocalizedText): t.LocalizedText {
  const clean = Object.entries(contents).map(([locale, html]) => {
    const safe = sanitizeContent(html);
    if (safe.replace(/<[^>]*>|&nbsp;|\s/g, '') === '')
      throw new CallError('BAD_REQUEST', `contents.${locale} has no text once sanitized`);
    return [locale, safe];
  });
  return Object.fromEntries(clean);
}

function normalizeRule(kind: 'ip' | 'country', value: string): string {
  if (kind === 'country') {
    const code = value.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code))
      throw new CallError('BAD_REQUEST', 'country must be a two-letter code');
    return code;
  }
  const [address, bits] = value.trim().split('/');
  const max = address?.includes(':') ? 128 : 32;
  const prefix = bits === undefined ? max : Number(bits);
  if (!address || !isIp(address) || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
    throw new CallError('BAD_REQUEST', 'ip must be an address or a CIDR range');
  }
  return `${address}/${prefix}`;
}

export type Operations = ReturnType<typeof createOperations>;
