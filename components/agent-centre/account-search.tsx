'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './agent-centre.module.css';

/** An account name as the agent calls accept it. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

/** A member filter: an account name as the calls accept it (team management matches its start), applied on submit. */
export function AccountSearch({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (account: string | undefined) => void;
}) {
  const t = useTranslations('agentCentre');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className={`mc-filter ${styles.search}`}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const account = text.trim();
        const ok = account === '' || ACCOUNT_PATTERN.test(account);
        setInvalid(!ok);
        if (ok) onChange(account || undefined);
      }}
    >
      <label htmlFor={id}>{t('account')}</label>
      <div className={styles.searchRow}>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('accountPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button-outline">
          {t('search')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t('accountInvalid')}
        </p>
      )}
    </form>
  );
}
