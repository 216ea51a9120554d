import * as arrowUp from 'lucide-react/icons/arrow-up';
import * as badgePercent from 'lucide-react/icons/badge-percent';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as clapperboard from 'lucide-react/icons/clapperboard';
import * as dices from 'lucide-react/icons/dices';
import * as fish from 'lucide-react/icons/fish';
import * as flame from 'lucide-react/icons/flame';
import * as gamepad2 from 'lucide-react/icons/gamepad-2';
import * as gift from 'lucide-react/icons/gift';
import * as globe from 'lucide-react/icons/globe';
import * as headset from 'lucide-react/icons/headset';
import * as house from 'lucide-react/icons/house';
import * as logIn from 'lucide-react/icons/log-in';
import * as megaphone from 'lucide-react/icons/megaphone';
import * as menu from 'lucide-react/icons/menu';
import * as moon from 'lucide-react/icons/moon';
import * as panelLeftClose from 'lucide-react/icons/panel-left-close';
import * as panelLeftOpen from 'lucide-react/icons/panel-left-open';
import * as search from 'lucide-react/icons/search';
import * as shieldCheck from 'lucide-react/icons/shield-check';
import * as smartphone from 'lucide-react/icons/smartphone';
import * as spade from 'lucide-react/icons/spade';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as sun from 'lucide-react/icons/sun';
import * as ticket from 'lucide-react/icons/ticket';
import * as ticketPercent from 'lucide-react/icons/ticket-percent';
import * as trophy from 'lucide-react/icons/trophy';
import * as userPlus from 'lucide-react/icons/user-plus';
import * as userRound from 'lucide-react/icons/user-round';
import * as wallet from 'lucide-react/icons/wallet';
import * as x from 'lucide-react/icons/x';

type IconNode = [tag: string, attributes: Record<string, string>][];

/**
 * Lucide's drawing of an icon. Each icon module exports it as `__iconData` (untyped); should a
 * Lucide release drop it, the build fails here rather than drawing empty icons.
 */
function drawing(module: object): IconNode {
  const data = (module as { __iconData?: { node?: IconNode } }).__iconData;
  if (!data?.node) throw new Error('lucide-react no longer exports __iconData');
  return data.node;
}

/**
 * The icons that server components draw with `<Icon>` (or hand to a client component as an element),
 * by name. Add one here to use it.
 */
const ICONS = {
  'arrow-up': drawing(arrowUp),
  'badge-percent': drawing(badgePercent),
  'chevron-down': drawing(chevronDown),
  'chevron-left': drawing(chevronLeft),
  'chevron-right': drawing(chevronRight),
  clapperboard: drawing(clapperboard),
  dices: drawing(dices),
  fish: drawing(fish),
  flame: drawing(flame),
  'gamepad-2': drawing(gamepad2),
  gift: drawing(gift),
  globe: drawing(globe),
  headset: drawing(headset),
  house: drawing(house),
  'log-in': drawing(logIn),
  megaphone: drawing(megaphone),
  menu: drawing(menu),
  moon: drawing(moon),
  'panel-left-close': drawing(panelLeftClose),
  'panel-left-open': drawing(panelLeftOpen),
  search: drawing(search),
  'shield-check': drawing(shieldCheck),
  smartphone: drawing(smartphone),
  spade: drawing(spade),
  sparkles: drawing(sparkles),
  sun: drawing(sun),
  ticket: drawing(ticket),
  'ticket-percent': drawing(ticketPercent),
  trophy: drawing(trophy),
  'user-plus': drawing(userPlus),
  'user-round': drawing(userRound),
  wallet: drawing(wallet),
  x: drawing(x),
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One SVG file of symbols (Lucide's stroke style on each), served at SPRITE_URL. */
export const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  Object.entries(ICONS)
    .map(
      ([name, node]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
        node
          .map(
            ([tag, attributes]) =>
              `<${tag}${Object.entries(attributes)
                .filter(([key]) => key !== 'key')
                .map(([key, value]) => ` ${key}="${escape(value)}"`)
                .join('')}/>`,
          )
          .join('') +
        '</symbol>',
    )
    .join('') +
  '</svg>';

/** A content hash (FNV-1a) in the address, so browsers may keep the file for good. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export const SPRITE_URL = `/icons.svg?v=${hash(SPRITE)}`;
