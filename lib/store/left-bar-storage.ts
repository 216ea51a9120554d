import { readFlag, writeFlag } from './stored-flag';

/** Where the left bar remembers its state, and the attribute that styles it before React runs. */
export const COLLAPSED_KEY = 'leftBarCollapsed';

/** Runs before first paint (inline in the page), so a collapsed bar never flashes open. */
export const RESTORE_SCRIPT = `try{if(localStorage.getItem('${COLLAPSED_KEY}')==='1')document.documentElement.dataset.leftBar='collapsed'}catch(e){}`;

export const readCollapsed = (): boolean => readFlag(COLLAPSED_KEY);

export function writeCollapsed(collapsed: boolean): void {
  if (collapsed) document.documentElement.dataset.leftBar = 'collapsed';
  else delete document.documentElement.dataset.leftBar;
  writeFlag(COLLAPSED_KEY, collapsed);
}
