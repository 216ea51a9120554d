import { useCallback } from 'react';
import { chatOpened } from '../store/ui-state';
import { useUiDispatch } from '../store/lazy-store';
import { useLoginGate } from './use-login-gate';

/** Opens the chat window: visitors get the login popup, trial accounts the real-account warning. */
export function useOpenChat() {
  const gate = useLoginGate();
  const dispatch = useUiDispatch();
  return useCallback(async () => {
    if (!(await gate())) return false;
    dispatch(chatOpened());
    return true;
  }, [dispatch, gate]);
}
