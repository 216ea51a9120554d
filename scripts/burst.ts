/** What one request of a burst came to: its status, or the connection error's code. */
export type Outcome = number | string;

/**
 * A burst for shutdown tests: `lanes` clients each send GETs on fresh connections (so an answer or
 * a refused connection is all there is: no idle keep-alive socket to race) until told the server
 * is stopping (503, as a load balancer would go elsewhere) or refused at the door; `signal` runs
 * once, after `after` outcomes. Resolves with every outcome and when `signal` ran.
 */
export async function burstUntilStopped(
  url: string,
  lanes: number,
  after: number,
  signal: () => void,
): Promise<{ outcomes: Outcome[]; signalledAt: number }> {
  const outcomes: Outcome[] = [];
  let signalledAt = 0;
  const lane = async () => {
    for (;;) {
      try {
        const response = await fetch(url, { headers: { connection: 'close' } });
        await response.arrayBuffer();
        outcomes.push(response.status);
        if (response.status === 503) return;
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        outcomes.push(code);
        if (code === 'ECONNREFUSED') return;
      }
      if (outcomes.length >= after && !signalledAt) {
        signalledAt = Date.now();
        signal();
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { outcomes, signalledAt };
}
