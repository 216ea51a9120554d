import type { Locale } from '@/lib/contract/languages';
import { getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';
import { cardLabels } from './card-labels';
import { MyGames } from './my-games';

/** The member's recent games and favourites, with every vendor's name (a row mixes categories). */
export async function MyGamesSection({ locale }: { locale: Locale }) {
  const [lanes, cdn, labels] = await Promise.all([
    getVendorLanes(),
    getImageCdn(),
    cardLabels(locale),
  ]);
  const vendors = Object.fromEntries(
    lanes.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.name])),
  );
  return <MyGames cdn={cdn} vendors={vendors} labels={labels} />;
}
