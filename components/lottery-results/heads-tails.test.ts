import { headsAndTails } from './heads-tails';

it('reads a Miền Bắc draw by the last two digits of every prize, by tens and by units', () => {
  const board = headsAndTails(['12345', '54321', '11107', '740', '09']);
  // Tails: 45, 21, 07, 40, 09.
  expect(board[0]).toEqual({ digit: 0, heads: [7, 9], tails: [4] });
  expect(board[4]).toEqual({ digit: 4, heads: [0, 5], tails: [] });
  expect(board[1]).toEqual({ digit: 1, heads: [], tails: [2] });
  expect(board[9]).toEqual({ digit: 9, heads: [], tails: [0] });
  expect(board.flatMap((row) => row.heads)).toHaveLength(5);
});
