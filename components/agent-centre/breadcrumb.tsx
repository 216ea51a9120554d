'use client';

import { useTranslations } from 'next-intl';
import styles from './agent-centre.module.css';

/**
 * Where a drill-down stands: the agent first, then each downline opened. Every level but the
 * last goes back there (index 0: the agent's own level).
 */
export function Breadcrumb({ trail, onGo }: { trail: string[]; onGo: (index: number) => void }) {
  const t = useTranslations('agentCentre');
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {trail.map((account, index) => (
          <li key={`${index}-${account}`}>
            {index === trail.length - 1 ? (
              <span aria-current="location">{account}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => onGo(index)}>
                {account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
