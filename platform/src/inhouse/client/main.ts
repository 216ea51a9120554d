import './styles.css';
import { config, el, notify, setBalance, startSession, state, t } from './core';
import { startCrash } from './crash';
import { startDice } from './dice';
import { buildShell } from './shell';
import { startSlot } from './slot';

/** Starts the game session from the launch token, then the game the page is for. */
async function main() {
  const root = document.getElementById('game')!;
  const title = el('h1', { class: 'early-title' }, t(`title.${config.game}`));
  root.append(title, el('p', { class: 'loading' }, t('loading')));
  try {
    Object.assign(state, await startSession());
  } catch (error) {
    root.replaceChildren(title, el('p', { class: 'fatal' }, (error as Error).message));
    return;
  }
  root.replaceChildren();
  const shell = buildShell(root);
  setBalance(state.balance);
  if (config.game === 'slot') startSlot(shell);
  else if (config.game === 'dice') startDice(shell);
  else startCrash(shell);
  window.addEventListener('unhandledrejection', (event) => notify(String(event.reason)));
}

void main();
