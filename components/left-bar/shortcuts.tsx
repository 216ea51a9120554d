import BadgePercent from 'lucide-react/icons/badge-percent';
import Gift from 'lucide-react/icons/gift';
import UserPlus from 'lucide-react/icons/user-plus';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { BarLink } from './bar-link';
import { LoginLink } from './login-link';

/** Promotions, and with the referral programme on, bonus details and invite friends (members only). */
export async function Shortcuts({ locale, referral }: { locale: Locale; referral: boolean }) {
  const t = await getTranslations({ locale, namespace: 'leftBar' });
  return (
    <ul className="lb-shortcuts" aria-label={t('shortcuts')}>
      <li>
        <BarLink href="/promotions" className="lb-shortcut" title={t('promotions')}>
          <Gift size={20} aria-hidden="true" />
          <span className="lb-label">{t('promotions')}</span>
        </BarLink>
      </li>
      {referral && (
        <>
          <li>
            <LoginLink className="lb-shortcut" title={t('bonusDetails')}>
              <BadgePercent size={20} aria-hidden="true" />
              <span className="lb-label">{t('bonusDetails')}</span>
            </LoginLink>
          </li>
          <li>
            <LoginLink className="lb-shortcut" title={t('inviteFriends')}>
              <UserPlus size={20} aria-hidden="true" />
              <span className="lb-label">{t('inviteFriends')}</span>
            </LoginLink>
          </li>
        </>
      )}
    </ul>
  );
}
