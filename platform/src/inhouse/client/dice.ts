import { api, applyPlayed, el, money, multiplier, notify, t, type Played } from './core';
import type { Shell } from './shell';

/** Lucky Dice: pick a target and a side, roll 0.00–99.99; the odds set the payout (99%). */
export function startDice(shell: Shell) {
  let direction: 'under' | 'over' = 'under';
  const target = el('input', {
    id: 'target',
    type: 'range',
    min: '2',
    max: '98',
    step: '0.5',
    value: '50',
  });
  const targetValue = el('output', { for: 'target' });
  const chance = el('strong');
  const pays = el('strong');
  const under = el(
    'button',
    { type: 'button', class: 'toggle', 'aria-pressed': 'true' },
    t('rollUnder'),
  );
  const over = el(
    'button',
    { type: 'button', class: 'toggle', 'aria-pressed': 'false' },
    t('rollOver'),
  );
  const rollView = el('p', { class: 'roll', 'aria-live': 'polite' }, '50.00');
  const track = el(
    'div',
    { class: 'track' },
    el('div', { class: 'track-fill' }),
    el('div', { class: 'marker' }),
  );
  const targetX = () => Math.round(Number(target.value) * 100);
  const winning = () => (direction === 'under' ? targetX() : 9999 - targetX());
  function update() {
    targetValue.textContent = (targetX() / 100).toFixed(2);
    chance.textContent = `${(winning() / 100).toFixed(2)}%`;
    pays.textContent = multiplier(Math.floor(99_000_000 / winning()), 10_000);
    track.style.setProperty('--target', `${targetX() / 100}%`);
    track.dataset.direction = direction;
    under.setAttribute('aria-pressed', String(direction === 'under'));
    over.setAttribute('aria-pressed', String(direction === 'over'));
  }
  under.onclick = () => ((direction = 'under'), update());
  over.onclick = () => ((direction = 'over'), update());
  target.oninput = update;
  update();
  shell.stage.append(
    rollView,
    track,
    el(
      'div',
      { class: 'dice-stats' },
      el('p', {}, el('span', {}, t('chance')), chance),
      el('p', {}, el('span', {}, t('payout')), pays),
    ),
  );
  shell.extra.append(
    el('div', { class: 'side-toggle', role: 'group', 'aria-label': t('side') }, under, over),
    el(
      'div',
      { class: 'target' },
      el('label', { for: 'target' }, t('target')),
      target,
      targetValue,
    ),
  );

  const roll = el('button', { type: 'button', class: 'primary' }, t('roll'));
  shell.actions.append(roll);
  roll.onclick = async () => {
    const stake = shell.stake();
    if (stake === null) return notify(t('stakeInvalid'));
    shell.lock(true);
    rollView.dataset.result = '';
    const spin = window.setInterval(
      () => (rollView.textContent = (Math.random() * 100).toFixed(2)),
      50,
    );
    try {
      const played = await api<Played>('play', { stake, params: { target: targetX(), direction } });
      await new Promise((resolve) => setTimeout(resolve, 450));
      window.clearInterval(spin);
      const outcome = played.round.outcome as { roll: number; won: boolean };
      rollView.textContent = (outcome.roll / 100).toFixed(2);
      rollView.dataset.result = outcome.won ? 'won' : 'lost';
      track.style.setProperty('--roll', `${outcome.roll / 100}%`);
      track.dataset.rolled = 'true';
      notify(
        outcome.won ? t('youWon', { amount: money(played.round.win) }) : t('noWin'),
        outcome.won ? 'win' : 'info',
      );
      applyPlayed(played);
      shell.roundDone(played.round);
    } catch (error) {
      notify((error as Error).message);
    } finally {
      window.clearInterval(spin);
      shell.lock(false);
    }
  };
}
