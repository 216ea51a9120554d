'use client';

import { useState } from 'react';
import type { LotteryResult } from '@/lib/contract/lottery-api';
import { resultVerifies } from '@/lib/lottery/verify';

type Props = {
  gameCode: string;
  family: string;
  draw: LotteryResult;
  labels: { verify: string; verified: string; failed: string };
};

/**
 * Recomputes a past draw in the browser with the platform's own code (LOTTERY.md, verifiable
 * draws): SHA-256 of the revealed seed must be the commitment published before sales, and the
 * HMAC stream of the seed must give the published numbers.
 */
export function VerifyDraw({ gameCode, family, draw, labels }: Props) {
  const [state, setState] = useState<'idle' | 'ok' | 'failed'>('idle');
  if (state === 'idle')
    return (
      <button
        type="button"
        className="verify-draw"
        onClick={() => setState(resultVerifies(gameCode, family, draw) ? 'ok' : 'failed')}
      >
        {labels.verify}
      </button>
    );
  return (
    <span className={`verify-draw-result ${state}`} role="status">
      {state === 'ok' ? labels.verified : labels.failed}
    </span>
  );
}
