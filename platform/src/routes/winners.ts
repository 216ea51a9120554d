import type { InferType } from 'yup';
import type { winnerBoardRequest } from '../../../lib/contract/requests';
import type { Handlers } from '../http/context';

/** The winners board: recent big wins across games and lotteries (services/rewards/winners). */
export const winnerHandlers: Handlers = {
  winnerBoard: async (ctx) =>
    ctx.services.winners.board(ctx.locale, ctx.input as InferType<typeof winnerBoardRequest>),
};
