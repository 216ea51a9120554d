'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatRate } from '@/lib/agent/tiers';
import type { ContractConflict } from '@/lib/contract/agent';
import { ConfirmDialog } from '../confirm-dialog';

/** Names the downline contracts a lower rate would end, and asks before going on. */
export function ConflictDialog({
  conflicts,
  busy,
  onConfirm,
  onCancel,
}: {
  conflicts: ContractConflict[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('agentCentre');
  const locale = useLocale();
  return (
    <ConfirmDialog
      open={conflicts !== null}
      title={t('conflicts.title')}
      confirmLabel={t('conflicts.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('conflicts.text', { count: conflicts?.length ?? 0 })}</p>
      <ul data-testid="conflicts">
        {(conflicts ?? []).map((conflict) => (
          <li key={conflict.id}>
            {t('conflicts.item', {
              account: conflict.downline,
              kind: t(`kinds.${conflict.kind}`),
              rate: formatRate(conflict.topRateBp, locale),
            })}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
