import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_STATE } from './ui-state';
import { DEFAULT_AGENT_CENTRE_PAGE, type AgentCentrePage } from '../agent/pages';

/**
 * The agent centre (a modal over the current page) and which page it shows; `proposeTo`: the
 * direct downline a contract page opens its proposal form for (team management's "contract").
 */
export type AgentCentreState = { page: AgentCentrePage | null; proposeTo: string | null };

const initialState: AgentCentreState = INITIAL_STATE.agentCentre;

export const agentCentreSlice = createSlice({
  name: 'agentCentre',
  initialState,
  reducers: {
    opened(
      state,
      action: PayloadAction<{ page?: AgentCentrePage; proposeTo?: string } | undefined>,
    ) {
      state.page = action.payload?.page ?? DEFAULT_AGENT_CENTRE_PAGE;
      state.proposeTo = action.payload?.proposeTo ?? null;
    },
    closed(state) {
      state.page = null;
      state.proposeTo = null;
    },
  },
});

export const { opened: openAgentCentre, closed: closeAgentCentre } = agentCentreSlice.actions;

export { selectAgentCentre } from './ui-state';
