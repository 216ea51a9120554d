'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { AccountSettings } from '@/lib/accounts/settings';
import type { MemberInfo } from '@/lib/contract/member';
import { useMemberIcon } from '@/lib/hooks/use-member-icon';
import { MemberLabel, MemberTags } from '../../auth/member-label';
import { AvatarPicker } from './avatar-picker';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { MemberAvatar } from '../../auth/member-avatar';
import { NicknameForm } from './nickname-form';

type Editing = 'avatar' | 'nickname' | 'mobile' | 'email' | null;

/**
 * Account, nickname, avatar (the initial when there is none) and the masked mobile and email; the
 * avatar and nickname change here, and a mobile number or email is bound once.
 */
export function AccountSummary({
  member,
  settings,
}: {
  member: MemberInfo;
  settings: AccountSettings;
}) {
  const t = useTranslations('memberCentre.security');
  const { url } = useMemberIcon();
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);
  const action = (what: Exclude<Editing, null>, label: string): ReactNode => (
    <button type="button" className="link-button" onClick={() => setEditing(what)}>
      {label}
    </button>
  );
  const rows = [
    { label: t('account'), value: member.account, action: null },
    {
      label: t('nickname'),
      value: member.nickname ?? t('notSet'),
      action: action('nickname', t('editNickname')),
    },
    {
      label: t('mobile'),
      value: member.mobileNum ?? t('notBound'),
      action: member.mobileNum ? null : action('mobile', t('bind')),
    },
    {
      label: t('email'),
      value: member.email ?? t('notBound'),
      action: member.email ? null : action('email', t('bind')),
    },
  ];
  return (
    <>
      <section className="mc-card mc-account" aria-label={t('myAccount')}>
        <div className="mc-avatar">
          <button
            type="button"
            className="avatar-change"
            aria-label={t('changeAvatar')}
            onClick={() => setEditing('avatar')}
          >
            <MemberAvatar url={url} account={member.account} label={t('avatar')} size={64} />
          </button>
          {member.clubLabel && <MemberLabel label={member.clubLabel} />}
          <MemberTags tags={member.memberLabel} label={t('memberLabels')} />
        </div>
        <dl className="mc-facts">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                {row.value}
                {row.action}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mc-note mc-account-note">{t('bindingNote')}</p>
      </section>
      {editing === 'avatar' && <AvatarPicker current={url} onDone={done} />}
      {editing === 'nickname' && <NicknameForm current={member.nickname} onDone={done} />}
      {editing === 'mobile' && <BindMobileForm settings={settings} onDone={done} />}
      {editing === 'email' && <BindEmailForm rules={settings.rules} onDone={done} />}
    </>
  );
}
