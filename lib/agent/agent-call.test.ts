import { calls } from '../contract/calls';
import { AGENT_WRITES, type AgentWrite } from './agent-call';

it('sends every agent-centre write with the method of the call table', () => {
  for (const name of Object.keys(AGENT_WRITES) as AgentWrite[])
    expect([name, AGENT_WRITES[name]]).toEqual([name, calls[name].method]);
});
