'use client';

import { useState } from 'react';
import { commitOf, drawResult, type Family } from '@/lib/contract/lottery';

type Props = {
  gameCode: string;
  family: string;
  numero: string;
  seed: string;
  commit: string;
  beacon: string;
  result: (number | string)[];
  labels: { verify: string; verified: string; failed: string };
};

/**
 * Recomputes a past draw in the browser with the platform's own code (LOTTERY.md, verifiable
 * draws): SHA-256 of the revealed seed must be the commitment published before sales, and the
 * HMAC stream of the seed must give the published numbers.
 */
export function VerifyDraw({
  gameCode,
  family,
  numero,
  seed,
  commit,
  beacon,
  result,
  labels,
}: Props) {
  const [state, setState] = useState<'idle' | 'ok' | 'failed'>('idle');
  const verify = () => {
    const draw = drawResult(family as Family, { seed, beacon, game: gameCode, issue: numero });
    const drawn = 'balls' in draw ? draw.balls : draw.numbers;
    const same = JSON.stringify(drawn.map(String)) === JSON.stringify(result.map(String));
    setState(commitOf(seed) === commit && same ? 'ok' : 'failed');
  };
  if (state === 'idle')
    return (
      <button type="button" className="verify-draw" onClick={verify}>
        {labels.verify}
      </button>
    );
  return (
    <span className={`verify-draw-result ${state}`} role="status">
      {state === 'ok' ? labels.verified : labels.failed}
    </span>
  );
}
