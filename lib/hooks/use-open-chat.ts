import { useCallback } from 'react';
import { chatOpened } from '../store/chat-slice';
import { useAppDispatch } from '../store/hooks';
import { useLoginGate } from './use-login-gate';

/** Opens the chat window: visitors get the login popup, trial accounts the real-account warning. */
export function useOpenChat() {
  const gate = useLoginGate();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    if (!(await gate())) return false;
    dispatch(chatOpened());
    return true;
  }, [dispatch, gate]);
}
