import { SLOT_LINES } from '../../../../lib/inhouse/slot';
import { api, applyPlayed, el, money, notify, t, type Played } from './core';
import type { Shell } from './shell';
import { SYMBOL_NAMES, symbolSvg } from './symbols';

type Grid = string[][];

/** Star Reels: five spinning reels that stop one by one, winning symbols lit, the win counted. */
export function startSlot(shell: Shell) {
  const reels = Array.from({ length: 5 }, () => el('div', { class: 'reel' }));
  const cells = reels.map((reel) =>
    Array.from({ length: 3 }, () => {
      const cell = el('div', { class: 'cell' });
      reel.append(cell);
      return cell;
    }),
  );
  const win = el('p', { class: 'win-line', 'aria-live': 'polite' }, t('slotIntro'));
  shell.stage.append(
    el('div', { class: 'reels', role: 'img', 'aria-label': t('title.slot') }, ...reels),
    win,
  );
  const show = (grid: Grid) =>
    grid.forEach((column, r) =>
      column.forEach((symbol, row) => {
        const cell = cells[r]![row]!;
        cell.dataset.symbol = symbol;
        cell.replaceChildren(symbolSvg(symbol));
      }),
    );
  const random = () => SYMBOL_NAMES[Math.floor(Math.random() * SYMBOL_NAMES.length)]!;
  show(Array.from({ length: 5 }, () => [random(), random(), random()]));

  const spin = el('button', { type: 'button', class: 'primary' }, t('spin'));
  shell.actions.append(spin);
  spin.onclick = async () => {
    const stake = shell.stake();
    if (stake === null) return notify(t('stakeInvalid'));
    shell.lock(true);
    win.textContent = '';
    document.querySelectorAll('.cell.hit').forEach((c) => c.classList.remove('hit'));
    reels.forEach((reel) => reel.classList.add('spinning'));
    const shuffle = window.setInterval(
      () =>
        cells.forEach(
          (column, r) =>
            reels[r]!.classList.contains('spinning') &&
            column.forEach((c) => c.replaceChildren(symbolSvg(random()))),
        ),
      70,
    );
    try {
      const played = await api<Played>('play', { stake });
      const outcome = played.round.outcome as {
        grid: Grid;
        wins: { line: number; count: number }[];
        x100: number;
      };
      for (let r = 0; r < 5; r += 1) {
        await new Promise((resolve) => setTimeout(resolve, 180 + r * 120));
        reels[r]!.classList.remove('spinning');
        outcome.grid[r]!.forEach((symbol, row) => {
          cells[r]![row]!.dataset.symbol = symbol;
          cells[r]![row]!.replaceChildren(symbolSvg(symbol));
        });
      }
      window.clearInterval(shuffle);
      highlight(outcome.wins);
      win.textContent =
        played.round.win > 0
          ? t('youWon', { amount: money(played.round.win) }) +
            ` · ${t('lines', { count: outcome.wins.length })}`
          : t('noWin');
      win.dataset.won = String(played.round.win > 0);
      applyPlayed(played);
      shell.roundDone(played.round);
    } catch (error) {
      notify((error as Error).message);
    } finally {
      window.clearInterval(shuffle);
      reels.forEach((reel) => reel.classList.remove('spinning'));
      shell.lock(false);
    }
  };

  /** Lights the symbols that paid: the first `count` reels of each winning line. */
  function highlight(wins: { line: number; count: number }[]) {
    for (const { line, count } of wins)
      SLOT_LINES[line]!.slice(0, count).forEach((row, r) => cells[r]![row]!.classList.add('hit'));
  }
}
