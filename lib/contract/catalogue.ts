/** Catalogue shapes (spec section 3): vendors, games, promotions. */
export const CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type VendorCard = {
  vassalage: string;
  name: string;
  isHot: 0 | 1;
  gameClassify: string | null;
};
export type VendorLane = { title: Category; cards: VendorCard[]; gameClassify: string | null };

export type Game = {
  nodeId: number;
  vassalage: string;
  gameType: Category;
  gameId: string;
  gameCode: string;
  gameName: string;
  isGame: string;
  isHot: 0 | 1;
  code: string;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  vendor: string;
  minBet: number;
  lines: number;
  image: string;
};

export type Paging = { pageNo: number; pageSize: number };
export type Page<T> = { games?: T[]; list?: T[]; content?: T[]; totalPages: number };
/** One page of the game list: `pageNo` is 1-based, `total` counts every match. */
export type GamePage = { games: Game[]; totalPages: number; pageNo: number; total: number };

export type GameListRequest = {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType: Category;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  language?: string;
  pageNo?: number;
  pageSize?: number;
};

export type HotGamesRequest = {
  merchantCode?: string;
  isPlatform?: number;
  vassalage?: string;
  platform?: string;
  language?: string;
};

export type LaunchGameRequest = {
  gameId?: string;
  roomId?: string;
  nodeId: number;
  accountType: 0 | 1;
  confirmTrans: 0;
  vassalage?: string;
  accountTypeName?: string;
  launchMode: 'GLS';
  platform: 'html5-desktop';
  clientType: 3;
};

/** Promotion types, in the order the promotions page's tabs show them. */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'daily',
  'deposit',
  'rebate',
  'vip',
  'lottery',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export type Promotion = {
  id: number;
  category: PromotionCategory;
  title: string;
  summary: string;
  content: string;
  image: string;
  startAt: string;
  endAt: string | null;
  /** Members can claim it (promotionClaim); text-only promotions are not. */
  claimable: boolean;
  /** A raffle: members join it (raffleClaim) and its draw at `endAt` picks the winners. */
  raffle: boolean;
};

export type FavouriteRequest = { nodeId: number; vendor: string; gameType: Category };
