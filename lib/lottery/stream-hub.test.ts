import type { LotteryGameView } from '../contract/lottery-api';
import { createLotteryHub, type StreamEvent } from './stream-hub';

const view = (numero: string) =>
  ({
    gameCode: 'SSC1',
    closeOffsetSeconds: 10,
    current: {
      numero,
      openAt: new Date(Date.now() - 5_000).toISOString(),
      closeAt: new Date(Date.now() + 50_000).toISOString(),
      drawAt: new Date(Date.now() + 60_000).toISOString(),
      status: 'SCHEDULED',
      commit: null,
    },
    upcoming: [],
    recent: [],
  }) as unknown as LotteryGameView;

describe('lottery hub', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls each game once for all its listeners, tells them of changes only, stops when they leave', async () => {
    let numero = 'A';
    const read = jest.fn(async () => view(numero));
    const hub = createLotteryHub({ read, isGone: () => false, now: () => Date.now() });
    const first: StreamEvent[] = [];
    const second: StreamEvent[] = [];
    const leaveFirst = hub.subscribe('SSC1', (e) => first.push(e));
    await jest.advanceTimersByTimeAsync(0);
    const leaveSecond = hub.subscribe('SSC1', (e) => second.push(e));
    expect(read).toHaveBeenCalledTimes(1);
    expect(second).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(read).toHaveBeenCalledTimes(4);
    expect(first).toHaveLength(1);
    numero = 'B';
    await jest.advanceTimersByTimeAsync(1_000);
    expect(first.map((e) => e.type === 'state' && e.live.current?.numero)).toEqual(['A', 'B']);
    expect(second).toHaveLength(2);
    leaveFirst();
    leaveSecond();
    expect(hub.watched()).toEqual([]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('lets listeners go when the game does not exist', async () => {
    const hub = createLotteryHub({
      read: async () => {
        throw new Error('gone');
      },
      isGone: () => true,
      now: () => Date.now(),
    });
    const events: StreamEvent[] = [];
    hub.subscribe('NOPE', (e) => events.push(e));
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ type: 'gone' }]);
    expect(hub.watched()).toEqual([]);
  });
});
