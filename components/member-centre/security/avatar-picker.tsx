'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AVATARS, avatarUrl, type AvatarId } from '@/lib/accounts/avatars';
import { sendCall } from '@/lib/accounts/send-call';
import { useMemberIcon } from '@/lib/hooks/use-member-icon';
import { FormOutcome, type Outcome } from '../form-outcome';

/** Twelve avatars as one radio group (arrow keys move, Space picks); saved on the platform. */
export function AvatarPicker({ current, onDone }: { current: string | null; onDone: () => void }) {
  const t = useTranslations('memberCentre.security');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const { mutate } = useMemberIcon();
  const [chosen, setChosen] = useState<AvatarId | null>(
    AVATARS.find((id) => avatarUrl(id) === current) ?? null,
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!chosen) return;
    setBusy(true);
    const result = await sendCall('updateAvatar', { icon: chosen }, locale);
    setBusy(false);
    if (!result.ok) return setOutcome({ ok: false, text: result.text || tc('failed') });
    await mutate(result.value, { revalidate: false });
    onDone();
  }
  return (
    <form
      className="mc-card avatar-picker"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend>{t('chooseAvatar')}</legend>
        <div className="avatar-options">
          {AVATARS.map((id) => (
            <label key={id} className="avatar-option">
              <input
                type="radio"
                name="avatar"
                value={id}
                checked={chosen === id}
                onChange={() => setChosen(id)}
              />
              {/* eslint-disable-next-line @next/next/no-img-element -- local 64 px svg */}
              <img src={avatarUrl(id)} alt={t(`avatars.${id}`)} width={56} height={56} />
            </label>
          ))}
        </div>
      </fieldset>
      <FormOutcome outcome={outcome} />
      <div className="form-actions">
        <button type="button" className="button button-outline" onClick={onDone}>
          {tc('cancel')}
        </button>
        <button type="submit" className="button button-accent" disabled={!chosen || busy}>
          {busy ? tc('pleaseWait') : t('saveAvatar')}
        </button>
      </div>
    </form>
  );
}
