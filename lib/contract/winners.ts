/** One recent big win on the winners board (spec: player, game name, prize). */
export type WinnerEntry = {
  /** The same win keeps its id across refreshes: `L` + lottery order, `V` + vendor win call. */
  id: string;
  /** The winner's account, masked: never the whole of it. */
  player: string;
  /** The lottery's or the game's name in the asked language. */
  gameName: string;
  /** What the win paid, in minor units of the brand's currency. */
  prize: number;
  /** When it was settled (ISO time). */
  at: string;
};

/** The board keeps this many of the newest big wins; pages past them are empty. */
export const WINNERS_KEPT = 100;
/** Entries per page unless asked otherwise, and the most a page may have. */
export const WINNERS_PAGE_SIZE = 12;
export const WINNERS_MAX_PAGE_SIZE = 20;
