// Jest orders a fresh checkout's test files by size. The files below run for minutes (100,000
// ledger operations, killed processes, thousands of vendor bets), so they start first: on two
// workers the rest then fit beside them instead of after them.
import Sequencer from '@jest/test-sequencer';

const SLOW_FIRST = [
  'platform/src/services/wallet/ledger.test.ts',
  'platform/src/services/wallet/crash.test.ts',
  'platform/src/routes/accounts-abuse.test.ts',
  'platform/src/http/vendor-api.test.ts',
];

const rank = (test) => {
  const index = SLOW_FIRST.findIndex((suffix) => test.path.endsWith(suffix));
  return index === -1 ? SLOW_FIRST.length : index;
};

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default SlowFirstSequencer;
