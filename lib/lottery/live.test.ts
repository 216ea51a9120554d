import type { LotteryIssue, LotteryResult } from '../contract/lottery-api';
import { awaitedDrawAt, liveKey, nextPollDelay } from './live';

const at = (iso: string) => Date.parse(iso);
const issue = (numero: string, openAt: string, closeAt: string, drawAt: string): LotteryIssue => ({
  numero,
  openAt,
  closeAt,
  drawAt,
  status: 'SCHEDULED',
  commit: null,
});
const result = (numero: string, drawAt: string, status = 'SETTLED'): LotteryResult => ({
  numero,
  drawAt,
  status,
  result: [1, 2, 3, 4, 5],
  commit: null,
  seed: null,
  beacon: '',
  note: null,
});

// Issue 0580 is on sale: it opened when 0579 closed, 10 s before 0579 drew at 01:39:00.
const current = issue(
  '20261126-0580',
  '2026-11-26T01:38:50Z',
  '2026-11-26T01:39:50Z',
  '2026-11-26T01:40:00Z',
);
const drawn = {
  current,
  closeOffsetSeconds: 10,
  recent: [result('20261126-0579', '2026-11-26T01:39:00Z')],
};
const waiting = { ...drawn, recent: [result('20261126-0578', '2026-11-26T01:38:00Z')] };

describe('live lottery timing', () => {
  it('knows the closed issue is still to draw until its result is in', () => {
    expect(awaitedDrawAt(waiting)).toBe(at('2026-11-26T01:39:00Z'));
    expect(awaitedDrawAt(drawn)).toBeNull();
  });

  it('looks right after a draw time, then fast until the result comes', () => {
    expect(nextPollDelay(waiting, at('2026-11-26T01:38:59.500Z'))).toBe(600);
    expect(nextPollDelay(waiting, at('2026-11-26T01:39:00.300Z'))).toBe(250);
    expect(nextPollDelay(waiting, at('2026-11-26T01:39:30Z'))).toBe(1000);
  });

  it('looks on the dot of the close, otherwise once a second', () => {
    expect(nextPollDelay(drawn, at('2026-11-26T01:39:49.800Z'))).toBe(250);
    expect(nextPollDelay(drawn, at('2026-11-26T01:39:10Z'))).toBe(1000);
  });

  it('changes key with the issue on sale and the latest result and its status', () => {
    const settled = liveKey(drawn);
    expect(
      liveKey({ ...drawn, recent: [result('20261126-0579', '2026-11-26T01:39:00Z', 'DRAWN')] }),
    ).not.toBe(settled);
    expect(liveKey(waiting)).not.toBe(settled);
  });
});
