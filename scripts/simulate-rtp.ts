/**
 * Plays 1,000,000 rounds (or argv[2]) of each in-house game with fresh CSPRNG server seeds and
 * compares the return to player with the documented one (docs/inhouse-games.md): PASS within
 * ±0.5 percentage points. Exits 1 on a FAIL. `npm run simulate [rounds]`.
 */
import {
  RTP,
  crashPoint,
  diceMultiplier,
  newClientSeed,
  newServerSeed,
  playDice,
  playSlot,
  settleCrash,
  type DiceParams,
  type GameCode,
  type Seeds,
} from '../lib/inhouse';

const ROUNDS = Number(process.argv[2] ?? 1_000_000);
const SEED_EVERY = 1_000;
const TOLERANCE_PP = 0.5;

/** Dice targets players like (1.32x to 3x) in turn. */
const DICE: DiceParams[] = [
  { target: 5000, direction: 'under' },
  { target: 2500, direction: 'over' },
  { target: 7500, direction: 'under' },
  { target: 3300, direction: 'under' },
];

/** One round's return in units of the stake. */
function round(game: GameCode, seeds: Seeds, n: number): number {
  if (game === 'slot') return playSlot(seeds).x100 / 100;
  if (game === 'dice') return playDice(seeds, DICE[n % DICE.length]!).x10000 / 10_000;
  // Cash-out targets spread log-uniformly from 1.10x to 5.00x, as players set them.
  const target = Math.floor(110 * Math.exp(((n * 0.618034) % 1) * Math.log(500 / 110)));
  return settleCrash(crashPoint(seeds), target).x100 / 100;
}

/** The documented figure the simulation should reach (dice: its targets' exact mean). */
function expected(game: GameCode): number {
  if (game !== 'dice') return RTP[game];
  const rtps = DICE.map((p) => {
    const wins = p.direction === 'under' ? p.target : 9999 - p.target;
    return (wins / 10_000) * (diceMultiplier(p) / 10_000);
  });
  return rtps.reduce((a, b) => a + b, 0) / rtps.length;
}

let failed = false;
for (const game of ['slot', 'dice', 'crash'] as const) {
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  let seeds: Seeds = { serverSeed: newServerSeed(), clientSeed: newClientSeed(), nonce: 0 };
  for (let n = 0; n < ROUNDS; n += 1) {
    if (n % SEED_EVERY === 0)
      seeds = { serverSeed: newServerSeed(), clientSeed: newClientSeed(), nonce: 0 };
    const r = round(game, { ...seeds, nonce: n % SEED_EVERY }, n);
    sum += r;
    squares += r * r;
  }
  const mean = sum / ROUNDS;
  const sd = Math.sqrt(squares / ROUNDS - mean * mean);
  const diffPp = (mean - expected(game)) * 100;
  const pass = Math.abs(diffPp) <= TOLERANCE_PP;
  failed ||= !pass;
  console.log(
    JSON.stringify({
      game,
      rounds: ROUNDS,
      documented_rtp_pct: +(RTP[game] * 100).toFixed(2),
      expected_pct: +(expected(game) * 100).toFixed(3),
      simulated_pct: +(mean * 100).toFixed(3),
      diff_pp: +diffPp.toFixed(3),
      standard_error_pp: +((sd / Math.sqrt(ROUNDS)) * 100).toFixed(3),
      sd_per_round: +sd.toFixed(3),
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      result: pass ? 'PASS' : 'FAIL',
    }),
  );
}
process.exit(failed ? 1 : 0);
