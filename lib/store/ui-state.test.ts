import { agentCentreSlice } from './agent-centre-slice';
import { balanceVisibilitySlice } from './balance-visibility-slice';
import { chatSlice } from './chat-slice';
import { dialogsSlice } from './dialogs-slice';
import { dispatchUi, loadStore } from './lazy-store';
import { leftBarSlice } from './left-bar-slice';
import { memberCentreSlice } from './member-centre-slice';
import { makeStore } from './store';
import * as ui from './ui-state';

describe('the shell actions without Redux Toolkit', () => {
  it('start from the state the store starts with', () => {
    expect(makeStore().getState()).toEqual(ui.INITIAL_STATE);
  });

  it('are the slices’ own actions', () => {
    const request = { kind: 'login', props: { tab: 'login' } } as const;
    const pairs = [
      [ui.openDialog(request), dialogsSlice.actions.open(request)],
      [ui.closeDialog('login'), dialogsSlice.actions.close('login')],
      [ui.restored(true), leftBarSlice.actions.restored(true)],
      [ui.toggled(), leftBarSlice.actions.toggled()],
      [ui.expanded(), leftBarSlice.actions.expanded()],
      [ui.drawerToggled(), leftBarSlice.actions.drawerToggled()],
      [ui.drawerClosed(), leftBarSlice.actions.drawerClosed()],
      [
        ui.openMemberCentre({ page: 'depositv2' }),
        memberCentreSlice.actions.opened({ page: 'depositv2' }),
      ],
      [ui.closeMemberCentre(), memberCentreSlice.actions.closed()],
      [ui.openAgentCentre(), agentCentreSlice.actions.opened()],
      [ui.closeAgentCentre(), agentCentreSlice.actions.closed()],
      [ui.balanceVisibilityRestored(true), balanceVisibilitySlice.actions.restored(true)],
      [ui.balanceVisibilityToggled(), balanceVisibilitySlice.actions.toggled()],
      [ui.chatEnabled(), chatSlice.actions.chatEnabled()],
      [ui.chatOpened(), chatSlice.actions.chatOpened()],
      [ui.chatClosed(), chatSlice.actions.chatClosed()],
    ];
    for (const [plain, slice] of pairs) expect(plain).toEqual(slice);
  });

  it('reach the store once it has loaded, in the order dispatched', async () => {
    dispatchUi(ui.drawerToggled());
    dispatchUi(ui.openDialog({ kind: 'logout', props: {} }));
    const store = await loadStore();
    expect(store.getState().leftBar.drawerOpen).toBe(true);
    expect(store.getState().dialogs.open?.kind).toBe('logout');
    dispatchUi(ui.closeDialog('logout'));
    expect(store.getState().dialogs.open).toBeNull();
  });
});
