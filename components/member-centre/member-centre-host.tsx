import { getAccountSettings } from '@/lib/wps/accounts';
import { MemberCentre } from './member-centre';

/** The member centre with the brand's password rules (its change-password form). */
export async function MemberCentreHost() {
  const settings = await getAccountSettings();
  return <MemberCentre rules={settings.rules} />;
}
