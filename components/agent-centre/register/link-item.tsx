'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { inviteUrl } from '@/lib/accounts/invite-url';
import type { RegLink } from '@/lib/contract/agent';
import { useDisableLink } from '@/lib/hooks/use-agent-links';
import { QrCode } from '../../dialogs/qr-code';
import { DateTime } from '../../member-centre/date-time';
import { useRefusalText } from '../../member-centre/use-refusal-text';
import { AgentBadge } from '../agent-badge';
import styles from '../agent-centre.module.css';
import { ConfirmDialog } from '../confirm-dialog';
import { CopyField } from '../../ui/copy-field';
import { useCurrency } from '../use-currency';

/** One invitation link: its terms, use count and status, its address with a QR code and copy. */
export function LinkItem({ link }: { link: RegLink }) {
  const t = useTranslations('agentCentre');
  const locale = useLocale();
  const url = inviteUrl(window.location.origin, locale, link.code);
  const { trigger, isMutating } = useDisableLink();
  const refusalText = useRefusalText();
  const currency = useCurrency();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li className={styles.link} data-code={link.code}>
      <QrCode value={url} size={100} label={t('links.qr', { code: link.code })} />
      <div className={styles.linkBody}>
        <div className="mc-item-head">
          <strong>{link.code}</strong>
          <AgentBadge status={link.status} label={t(`linkStatus.${link.status}`)} />
        </div>
        <p className="mc-item-meta">
          {t('links.terms', {
            type: t(`types.${link.type}`),
            group: link.prizeGroup,
            uses: link.uses,
            max: link.maxUses ?? '∞',
          })}
          {link.expiresAt && (
            <>
              {' · '}
              {t('links.expires')} <DateTime iso={link.expiresAt} />
            </>
          )}
        </p>
        <CopyField
          label={t('links.url')}
          value={url}
          texts={{ copy: t('copy'), copied: t('copied'), copyByHand: t('copyByHand') }}
        />
        {problem && (
          <p className="form-alert" role="alert">
            {problem}
          </p>
        )}
        {link.status === 'ACTIVE' && (
          <button type="button" className="button button-outline" onClick={() => setAsking(true)}>
            {t('links.disable')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('links.disableTitle')}
        confirmLabel={t('links.disable')}
        busy={isMutating}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          const result = await trigger({ id: link.id });
          setAsking(false);
          setProblem(result.ok ? null : refusalText(result, currency));
        }}
      >
        <p>{t('links.disableText', { code: link.code })}</p>
      </ConfirmDialog>
    </li>
  );
}
