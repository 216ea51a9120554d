import { calls } from '../contract/calls';
import { GAME_CALLS } from './game-call';

describe('GAME_CALLS', () => {
  it('uses the method of the call table for every game call', () => {
    for (const [name, method] of Object.entries(GAME_CALLS)) {
      expect([name, calls[name as keyof typeof calls].method]).toEqual([name, method]);
    }
  });
});
