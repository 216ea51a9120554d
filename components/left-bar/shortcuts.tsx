import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { Icon } from '../ui/icon';
import { BarLink } from './bar-link';
import { MemberLink } from '../auth/member-link';
import { ReferralEntry } from './referral-entry';

/**
 * Promotions, and with the referral programme on, bonus details and invite friends (members only;
 * for agents, invite friends is the agent centre's account page when the brand has it).
 */
export async function Shortcuts({
  locale,
  referral,
  agentCentre,
}: {
  locale: Locale;
  referral: boolean;
  agentCentre: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'leftBar' });
  return (
    <ul className="lb-shortcuts" aria-label={t('shortcuts')}>
      <li>
        <BarLink href="/promotions" className="lb-shortcut" title={t('promotions')}>
          <Icon name="gift" size={20} />
          <span className="lb-label">{t('promotions')}</span>
        </BarLink>
      </li>
      {referral && (
        <>
          <li>
            <MemberLink className="lb-shortcut" title={t('bonusDetails')} page="bonusDetails">
              <Icon name="badge-percent" size={20} />
              <span className="lb-label">{t('bonusDetails')}</span>
            </MemberLink>
          </li>
          <ReferralEntry>
            <li>
              <MemberLink
                className="lb-shortcut"
                title={t('inviteFriends')}
                page="referral"
                agentPage={agentCentre ? 'registerCenter' : undefined}
              >
                <Icon name="user-plus" size={20} />
                <span className="lb-label">{t('inviteFriends')}</span>
              </MemberLink>
            </li>
          </ReferralEntry>
        </>
      )}
    </ul>
  );
}
