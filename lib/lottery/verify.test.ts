import { commitOf, drawResult } from '../contract/lottery';
import type { LotteryResult } from '../contract/lottery-api';
import { resultVerifies } from './verify';

const seed = '5f2c0a9e3b7d41c68e19a0b2d4f6c8e1a3b5c7d9e1f20304a5b6c7d8e9f00112';
const issue = (result: (number | string)[], commit = commitOf(seed)): LotteryResult => ({
  numero: '20250101-0001',
  drawAt: '2025-01-01T00:01:00Z',
  status: 'SETTLED',
  result,
  commit,
  seed,
  beacon: '',
  note: null,
});

describe('result verification', () => {
  const draw = drawResult('K3', { seed, beacon: '', game: 'K3-3', issue: '20250101-0001' });
  const dice = 'balls' in draw ? draw.balls : [];

  it('accepts a result its seed and commitment reproduce', () => {
    expect(resultVerifies('K3-3', 'K3', issue([...dice]))).toBe(true);
  });

  it('refuses other numbers, another game, a wrong commitment or no seed', () => {
    expect(resultVerifies('K3-3', 'K3', issue(dice.map((d) => (d % 6) + 1)))).toBe(false);
    expect(resultVerifies('K3-5', 'K3', issue([...dice]))).toBe(false);
    expect(resultVerifies('K3-3', 'K3', issue([...dice], '00'.repeat(32)))).toBe(false);
    expect(resultVerifies('K3-3', 'K3', { ...issue([...dice]), seed: null })).toBe(false);
  });
});
