import { calls } from '../contract/calls';
import { ACCOUNT_CALLS } from './send-call';

describe('ACCOUNT_CALLS', () => {
  it('uses the method of the call table for every account call', () => {
    for (const [name, method] of Object.entries(ACCOUNT_CALLS)) {
      expect([name, calls[name as keyof typeof calls].method]).toEqual([name, method]);
    }
  });
});
