'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AgentProfile } from '@/lib/contract/agent';
import { useAgentLinks } from '@/lib/hooks/use-agent-links';
import { ListState } from '../../member-centre/list-state';
import styles from '../agent-centre.module.css';
import { LinkForm } from './link-form';
import { LinkItem } from './link-item';

/** The agent's invitation links: a form for a new one, then every link with its QR code. */
export function InviteLinks({ profile }: { profile: AgentProfile }) {
  const t = useTranslations('agentCentre.links');
  const headingId = useId();
  const { data: links, error, isLoading, mutate } = useAgentLinks();
  return (
    <section className="mc-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('title')}</h4>
      <LinkForm profile={profile} />
      {!links || links.length === 0 ? (
        <ListState
          loading={isLoading}
          error={Boolean(error)}
          empty={Boolean(links)}
          emptyText={t('none')}
          onRetry={() => void mutate()}
        />
      ) : (
        <ul className={styles.links} aria-label={t('list')}>
          {links.map((link) => (
            <LinkItem key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}
