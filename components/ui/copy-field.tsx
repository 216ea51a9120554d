'use client';

import Copy from 'lucide-react/icons/copy';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './copy-field.module.css';

export type CopyTexts = { copy: string; copied: string; copyByHand: string };

/** A read-only text to hand on (an invitation link) with a copy button that says when it copied. */
export function CopyField({
  label,
  value,
  texts,
}: {
  label: string;
  value: string;
  texts: CopyTexts;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the text is selected to copy by hand.
      input.current?.select();
      setCopied(false);
    }
  }
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        readOnly
        value={value}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" className="button button-outline" onClick={copy}>
        <Copy size={16} aria-hidden />
        {texts.copy}
      </button>
      <span role="status" className={styles.copyStatus}>
        {copied === true ? texts.copied : copied === false ? texts.copyByHand : ''}
      </span>
    </div>
  );
}
