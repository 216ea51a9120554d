import { getAccountSettings } from '@/lib/wps/accounts';
import { MemberCentre } from './member-centre';

/** The member centre with the brand's field rules and countries (its account forms). */
export async function MemberCentreHost() {
  const settings = await getAccountSettings();
  return <MemberCentre settings={settings} />;
}
