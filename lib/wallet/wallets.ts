/** The member's main wallet; every other wallet is a vendor's, named by its vendor code. */
export const MAIN_WALLET = 'MAIN';

/** Where money may go from a wallet: main to any vendor, a vendor only back to main. */
export function transferTargets(from: string, codes: string[]): string[] {
  return from === MAIN_WALLET ? codes.filter((code) => code !== MAIN_WALLET) : [MAIN_WALLET];
}
