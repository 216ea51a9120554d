import type { AgentCentreState } from './agent-centre-slice';
import type { BalanceVisibilityState } from './balance-visibility-slice';
import type { ChatWindowState } from './chat-slice';
import type { DialogKind, DialogRequest, DialogsState } from './dialogs-slice';
import type { LeftBarState } from './left-bar-slice';
import type { MemberCentreState } from './member-centre-slice';
import type { AgentCentrePage } from '../agent/pages';
import type { MemberCentrePage } from '../wallet/member-centre-pages';

/**
 * The store's state before any action, its selectors and the actions the shell dispatches, without
 * Redux Toolkit: the shell's first load uses these, and the store (with RTK) loads after it
 * (lazy-store.ts). The slices take their initial state from here and reduce these actions by type.
 */
export const INITIAL_STATE: {
  dialogs: DialogsState;
  leftBar: LeftBarState;
  memberCentre: MemberCentreState;
  agentCentre: AgentCentreState;
  balanceVisibility: BalanceVisibilityState;
  chat: ChatWindowState;
} = {
  dialogs: { open: null },
  leftBar: { collapsed: false, drawerOpen: false },
  memberCentre: { page: null, depositId: null },
  agentCentre: { page: null, proposeTo: null },
  balanceVisibility: { hidden: false },
  chat: { enabled: false, open: false, size: 'small' },
};

type UiState = typeof INITIAL_STATE;

/** An action creator like a slice's: `{ type: '<slice>/<reducer>', payload }`. */
function action<P = undefined>(type: string) {
  const create = (...[payload]: undefined extends P ? [P?] : [P]) => ({ type, payload });
  create.type = type;
  return create;
}

export const openDialog = action<DialogRequest>('dialogs/open');
export const closeDialog = action<DialogKind | undefined>('dialogs/close');
export const restored = action<boolean>('leftBar/restored');
export const toggled = action('leftBar/toggled');
export const expanded = action('leftBar/expanded');
export const drawerToggled = action('leftBar/drawerToggled');
export const drawerClosed = action('leftBar/drawerClosed');
export const openMemberCentre = action<{ page?: MemberCentrePage; depositId?: number } | undefined>(
  'memberCentre/opened',
);
export const closeMemberCentre = action('memberCentre/closed');
export const openAgentCentre = action<{ page?: AgentCentrePage; proposeTo?: string } | undefined>(
  'agentCentre/opened',
);
export const closeAgentCentre = action('agentCentre/closed');
export const balanceVisibilityRestored = action<boolean>('balanceVisibility/restored');
export const balanceVisibilityToggled = action('balanceVisibility/toggled');
export const chatEnabled = action('chat/chatEnabled');
export const chatOpened = action('chat/chatOpened');
export const chatClosed = action('chat/chatClosed');

export const selectCollapsed = (state: Pick<UiState, 'leftBar'>) => state.leftBar.collapsed;
export const selectDrawerOpen = (state: Pick<UiState, 'leftBar'>) => state.leftBar.drawerOpen;
export const selectBalanceHidden = (state: Pick<UiState, 'balanceVisibility'>) =>
  state.balanceVisibility.hidden;
export const selectChat = (state: Pick<UiState, 'chat'>) => state.chat;
export const selectMemberCentre = (state: Pick<UiState, 'memberCentre'>) => state.memberCentre;
export const selectAgentCentre = (state: Pick<UiState, 'agentCentre'>) => state.agentCentre;
