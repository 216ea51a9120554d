import { readFlag, writeFlag } from './stored-flag';

/** Where the header remembers whether the balance is hidden. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

export const readBalanceHidden = (): boolean => readFlag(BALANCE_HIDDEN_KEY);

export const writeBalanceHidden = (hidden: boolean): void => writeFlag(BALANCE_HIDDEN_KEY, hidden);
