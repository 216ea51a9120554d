import { createSlice } from '@reduxjs/toolkit';
import { INITIAL_STATE } from './ui-state';

/**
 * The chat window (spec section 4: open/closed, small/large; logout closes it). `enabled`: the
 * brand's chat module is on and the window is mounted, so the live-chat entries open the window
 * (behind the login gate) instead of their link.
 */
export type ChatWindowState = { enabled: boolean; open: boolean; size: 'small' | 'large' };

const initialState: ChatWindowState = INITIAL_STATE.chat;

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatEnabled(state) {
      state.enabled = true;
    },
    chatOpened(state) {
      if (state.enabled) state.open = true;
    },
    chatClosed(state) {
      state.open = false;
    },
    chatSizeToggled(state) {
      state.size = state.size === 'small' ? 'large' : 'small';
    },
  },
});

export const { chatEnabled, chatOpened, chatClosed, chatSizeToggled } = chatSlice.actions;

export { selectChat } from './ui-state';
