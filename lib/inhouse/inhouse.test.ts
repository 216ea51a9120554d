import {
  CRASH_MAX_X100,
  REEL_COUNTS,
  REELS,
  SLOT_RTP,
  SLOT_SYMBOLS,
  crashFromFloat,
  crashMultiplierAt,
  crashPoint,
  crashTimeOf,
  diceMultiplier,
  diceParams,
  diceRoll,
  hashServerSeed,
  linePay,
  newServerSeed,
  payout,
  playDice,
  playSlot,
  roundFloats,
  settleCrash,
  slotSpin,
  type SlotSymbol,
} from '.';

const seeds = { serverSeed: 'server-seed', clientSeed: 'client', nonce: 7 };

describe('fairness', () => {
  it('hashes the server seed with SHA-256', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('derives the same numbers from the same seeds, others from another nonce', () => {
    const floats = roundFloats(seeds, 12);
    expect(floats).toEqual(roundFloats(seeds, 12));
    expect(floats).toHaveLength(12);
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(roundFloats({ ...seeds, nonce: 8 }, 12)).not.toEqual(floats);
    // The first eight come from cursor 0: asking for fewer gives a prefix.
    expect(roundFloats(seeds, 3)).toEqual(floats.slice(0, 3));
  });

  it('draws fresh 64-hex server seeds', () => {
    const [a, b] = [newServerSeed(), newServerSeed()];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('pays stake × multiplier rounded down, exactly, even for big stakes', () => {
    expect(payout(1000, 198)).toBe(1980);
    expect(payout(15, 33)).toBe(4);
    expect(payout(1000, 19800, 10_000)).toBe(1980);
    expect(payout(9_007_199_254_740, 150)).toBe(13_510_798_882_110);
  });
});

describe('dice', () => {
  it('accepts only integer targets from 2.00 to 98.00 with a direction', () => {
    expect(diceParams({ target: 5000, direction: 'under' })).toEqual({
      target: 5000,
      direction: 'under',
    });
    for (const bad of [
      { target: 199, direction: 'under' },
      { target: 9801, direction: 'over' },
      { target: 50.5, direction: 'under' },
      { target: '5000', direction: 'under' },
      { target: 5000, direction: 'sideways' },
      null,
    ])
      expect(diceParams(bad)).toBeNull();
  });

  it('pays 99% of the fair odds: every target returns 99%, less 0.01 pp of rounding at most', () => {
    for (const target of [200, 1234, 5000, 9800])
      for (const direction of ['under', 'over'] as const) {
        const p = { target, direction };
        const wins = direction === 'under' ? target : 9999 - target;
        const rtp = (wins / 10_000) * (diceMultiplier(p) / 10_000);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
  });

  it('wins under below the target and over above it', () => {
    const p = { target: 5000, direction: 'under' as const };
    expect(diceRoll([0.4999], p)).toEqual({ roll: 4999, won: true, x10000: 19800 });
    expect(diceRoll([0.5], p)).toEqual({ roll: 5000, won: false, x10000: 0 });
    expect(diceRoll([0.5001], { ...p, direction: 'over' }).won).toBe(true);
    expect(playDice(seeds, p)).toEqual(diceRoll(roundFloats(seeds, 1), p));
  });
});

describe('crash', () => {
  it('crashes at 1.00x for the lowest numbers and never above the cap', () => {
    expect(crashFromFloat(0)).toBe(100);
    expect(crashFromFloat(0.005)).toBe(100);
    expect(crashFromFloat(0.5)).toBe(198);
    expect(crashFromFloat(0.999999999)).toBe(CRASH_MAX_X100);
    expect(crashPoint(seeds)).toBe(crashFromFloat(roundFloats(seeds, 1)[0]!));
  });

  it('climbs steadily and finds the time of any multiplier', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    let last = 100;
    for (let ms = 0; ms < 120_000; ms += 250) {
      const x = crashMultiplierAt(ms);
      expect(x).toBeGreaterThanOrEqual(last);
      last = x;
    }
    for (const x100 of [101, 150, 200, 1000, 5000])
      expect(crashMultiplierAt(crashTimeOf(x100))).toBeGreaterThanOrEqual(x100);
  });

  it('pays a cash-out at or below the crash point, nothing after it', () => {
    expect(settleCrash(250, 250)).toEqual({ crashX100: 250, cashoutX100: 250, x100: 250 });
    expect(settleCrash(250, 251)).toEqual({ crashX100: 250, cashoutX100: null, x100: 0 });
    expect(settleCrash(250, null).x100).toBe(0);
  });
});

describe('slot', () => {
  it('has 32-stop reels with the documented symbol counts', () => {
    for (const reel of REELS) {
      expect(reel).toHaveLength(32);
      for (const symbol of SLOT_SYMBOLS)
        expect(reel.filter((s) => s === symbol)).toHaveLength(REEL_COUNTS[symbol]);
    }
  });

  it('pays lines from the left, the wild standing in, the best reading', () => {
    const line = (...s: SlotSymbol[]) => linePay(s);
    expect(line('cherry', 'cherry', 'cherry', 'lemon', 'plum').pay).toBe(660);
    expect(line('wild', 'bell', 'bell', 'bell', 'plum')).toEqual({
      symbol: 'bell',
      count: 4,
      pay: 6000,
    });
    expect(line('wild', 'wild', 'wild', 'cherry', 'plum')).toEqual({
      symbol: 'wild',
      count: 3,
      pay: 20000,
    });
    expect(line('lemon', 'cherry', 'cherry', 'cherry', 'cherry').pay).toBe(0);
  });

  it('returns exactly 96.01% to the player (every reel combination of a line)', () => {
    const n = 32;
    let rtp = 0;
    const walk = (reel: number, symbols: SlotSymbol[], p: number) => {
      if (reel === 5) return void (rtp += (p * linePay(symbols).pay) / 100);
      for (const s of SLOT_SYMBOLS) walk(reel + 1, [...symbols, s], (p * REEL_COUNTS[s]) / n);
    };
    walk(0, [], 1);
    expect(Math.abs(rtp - SLOT_RTP)).toBeLessThan(0.00005);
  });

  it('adds the line wins up in hundredths of the stake', () => {
    const outcome = playSlot(seeds);
    expect(outcome).toEqual(slotSpin(roundFloats(seeds, 5)));
    expect(outcome.grid).toHaveLength(5);
    expect(outcome.x100).toBe(outcome.wins.reduce((s, w) => s + w.x100, 0));
    expect(outcome.wins.every((w) => Number.isInteger(w.x100))).toBe(true);
  });
});
