/** The lottery calls' answers (`/lgw/...`), shared by the platform and the portal. */

export type LotteryMenuGame = {
  gameCode: string;
  gameName: string;
  family: string;
  prizeMode: string;
  drawSource: 'RNG' | 'MANUAL';
  /** Seconds between draws; null for daily games. */
  intervalSeconds: number | null;
};

/** Spec: lottery menu group — gameMenus, gameGroupCode, labelName. */
export type LotteryMenuGroup = {
  gameGroupCode: string;
  labelName: string;
  gameMenus: LotteryMenuGame[];
};

export type LotteryIssue = {
  numero: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  status: string;
  /** SHA-256 of the seed, public before sales open (RNG games). */
  commit: string | null;
};

export type LotteryResult = {
  numero: string;
  drawAt: string;
  status: string;
  /** Ball families: numbers; VN and 4D: digit strings. */
  result: (number | string)[] | null;
  commit: string | null;
  /** Revealed once the result is. */
  seed: string | null;
  beacon: string;
  note: string | null;
};

/** One play as the slip shows it: its shape, and its prizes at the member's series or odds. */
export type LotteryPlayView = {
  code: string;
  positions: {
    label: string;
    from: number;
    to: number;
    minPicks: number;
    maxPicks: number;
    labels?: string[];
  }[];
  digits: number;
  minTotal: number;
  /** Per prize class: LOTT prize at the 2.00 unit, or the odds per point; 4 decimals. */
  prizes: number[];
  /** A VN point's cost in points (lô 2 số: 27). */
  pointCost: number;
};

export type LotteryGameView = LotteryMenuGame & {
  groupCode: string;
  tzOffsetMinutes: number;
  closeOffsetSeconds: number;
  plays: LotteryPlayView[];
  /** LOTT: the member's group and the series range they may bet at. */
  series: { group: number; min: number; max: number } | null;
  pointPrice: number;
  limits: {
    maxMultiple: number;
    maxStakePerLine: number;
    maxStakePerMemberIssue: number;
    maxWinPerMemberIssue: number;
    maxChaseIssues: number;
  };
  current: LotteryIssue | null;
  /** The next issues on sale (for chase plans). */
  upcoming: LotteryIssue[];
  recent: LotteryResult[];
};

export type LotteryOrderView = {
  orderNo: string;
  chaseNo: string | null;
  gameCode: string;
  gameName: string;
  numero: string;
  playCode: string;
  content: string;
  unitMode: string;
  multiple: number;
  combos: number;
  stake: number;
  prizeMode: string;
  series: number | null;
  status: 'PENDING' | 'WON' | 'LOST' | 'TIE' | 'CANCELLED' | 'VOID';
  payout: number;
  refund: number;
  rebate: number;
  placedAt: string;
  settledAt: string | null;
  /** The issue's result once drawn. */
  result: (number | string)[] | null;
  /** The member may still cancel it (its issue is on sale). */
  cancellable: boolean;
};

export type LotteryChaseView = {
  chaseNo: string;
  gameCode: string;
  gameName: string;
  status: 'RUNNING' | 'WON' | 'DONE' | 'CANCELLED';
  stopOnWin: boolean;
  total: number;
  issues: number;
  /** Items drawn and settled (won, lost or tied; cancelled ones are not counted). */
  settled: number;
  won: number;
  createdAt: string;
};

export type LotteryPage<T> = { list: T[]; pageNo: number; totalPages: number };

export type LotteryPlaced = {
  slipId: number;
  replayed: boolean;
  chaseNo?: string;
  orders: {
    orderNo: string;
    numero: string;
    playCode: string;
    content: string;
    unitMode: string;
    multiple: number;
    combos: number;
    stake: number;
  }[];
  total: number;
};
