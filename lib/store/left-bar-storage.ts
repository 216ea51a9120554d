/** Where the left bar remembers its state, and the attribute that styles it before React runs. */
export const COLLAPSED_KEY = 'leftBarCollapsed';

/** Runs before first paint (inline in the page), so a collapsed bar never flashes open. */
export const RESTORE_SCRIPT = `try{if(localStorage.getItem('${COLLAPSED_KEY}')==='1')document.documentElement.dataset.leftBar='collapsed'}catch(e){}`;

export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeCollapsed(collapsed: boolean): void {
  if (collapsed) document.documentElement.dataset.leftBar = 'collapsed';
  else delete document.documentElement.dataset.leftBar;
  try {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
