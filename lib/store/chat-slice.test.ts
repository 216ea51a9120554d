import { chatClosed, chatEnabled, chatOpened, chatSizeToggled } from './chat-slice';
import { makeStore } from './store';

describe('chat window slice', () => {
  it('starts closed and small, and opens only once the chat is mounted', () => {
    const store = makeStore();
    expect(store.getState().chat).toEqual({ enabled: false, open: false, size: 'small' });
    store.dispatch(chatOpened());
    expect(store.getState().chat.open).toBe(false);
    store.dispatch(chatEnabled());
    store.dispatch(chatOpened());
    expect(store.getState().chat.open).toBe(true);
  });

  it('toggles between small and large and keeps the size across closing', () => {
    const store = makeStore();
    store.dispatch(chatEnabled());
    store.dispatch(chatOpened());
    store.dispatch(chatSizeToggled());
    expect(store.getState().chat.size).toBe('large');
    store.dispatch(chatClosed());
    expect(store.getState().chat).toEqual({ enabled: true, open: false, size: 'large' });
    store.dispatch(chatSizeToggled());
    expect(store.getState().chat.size).toBe('small');
  });
});
