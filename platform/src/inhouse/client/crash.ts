import { api, applyPlayed, el, money, multiplier, notify, t, type Played } from './core';
import type { Shell } from './shell';

const GROWTH = 0.00006;
const at = (ms: number) => Math.floor(100 * Math.exp(GROWTH * Math.max(0, ms)));

/** Rocket Crash: the multiplier climbs until the rocket blows up; cash out before it does. */
export function startCrash(shell: Shell) {
  const canvas = el('canvas', { width: '900', height: '420', 'aria-hidden': 'true' });
  const big = el('p', { class: 'crash-x', 'aria-live': 'polite' }, '1.00×');
  shell.stage.append(el('div', { class: 'crash-view' }, canvas, big));
  const auto = el('input', {
    id: 'auto',
    type: 'text',
    inputmode: 'decimal',
    placeholder: '2.00',
    autocomplete: 'off',
  });
  shell.extra.append(
    el('div', { class: 'target' }, el('label', { for: 'auto' }, t('autoCashout')), auto),
  );
  const bet = el('button', { type: 'button', class: 'primary' }, t('placeBet'));
  const cash = el('button', { type: 'button', class: 'cash', 'data-keep': '' }, t('cashOut'));
  cash.hidden = true;
  shell.actions.append(bet, cash);

  const ctx = canvas.getContext('2d')!;
  let points: number[] = [];
  function draw(x100: number, crashed: boolean) {
    const { width, height } = canvas;
    ctx.clearRect(0, 0, width, height);
    const style = getComputedStyle(document.documentElement);
    ctx.strokeStyle = style.getPropertyValue('--grid').trim() || '#333';
    ctx.lineWidth = 1;
    for (let i = 1; i < 5; i += 1) {
      ctx.beginPath();
      ctx.moveTo(0, (height / 5) * i);
      ctx.lineTo(width, (height / 5) * i);
      ctx.stroke();
    }
    const top = Math.max(2, (points.at(-1) ?? 100) / 100) * 1.15;
    const xs = (i: number) => 24 + (i / Math.max(60, points.length)) * (width - 80);
    const ys = (v: number) => height - 24 - ((v / 100 - 1) / (top - 1)) * (height - 60);
    ctx.strokeStyle = crashed ? '#ef4444' : style.getPropertyValue('--accent').trim() || '#f5b301';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    points.forEach((v, i) => (i ? ctx.lineTo(xs(i), ys(v)) : ctx.moveTo(xs(i), ys(v))));
    ctx.stroke();
    const last = points.length - 1;
    if (last >= 0) {
      // The rocket: a bright head with a glow; a red burst when it crashes.
      ctx.beginPath();
      ctx.fillStyle = crashed ? '#ef4444' : '#ffffff';
      ctx.shadowColor = crashed ? '#ef4444' : ctx.strokeStyle;
      ctx.shadowBlur = 24;
      ctx.arc(xs(last), ys(points[last]!), crashed ? 16 : 9, 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
    big.textContent = multiplier(x100);
  }
  draw(100, false);

  let round: Played['round'] | null = null;
  let started = 0;
  let frame = 0;
  let poll = 0;
  function finish(played: Played) {
    window.cancelAnimationFrame(frame);
    window.clearInterval(poll);
    const outcome = played.round.outcome as { crashX100: number; cashoutX100: number | null };
    const won = played.round.status === 'won';
    if (!won) points.push(outcome.crashX100);
    draw(won ? outcome.cashoutX100! : outcome.crashX100, !won);
    big.dataset.result = won ? 'won' : 'lost';
    notify(
      won
        ? t('cashedOutAt', { x: multiplier(outcome.cashoutX100!), amount: money(played.round.win) })
        : t('crashedAt', { x: multiplier(outcome.crashX100) }),
      won ? 'win' : 'info',
    );
    applyPlayed(played);
    shell.roundDone(played.round);
    round = null;
    cash.hidden = true;
    bet.hidden = false;
    shell.lock(false);
  }
  function tick() {
    const x = at(performance.now() - started);
    points.push(x);
    draw(x, false);
    frame = window.requestAnimationFrame(tick);
  }
  async function check(cashout: boolean) {
    if (!round) return;
    try {
      const played = await api<Played>(cashout ? 'crash/cashout' : 'crash/status', {
        roundId: round.roundId,
      });
      if (played.round.status !== 'open') finish(played);
    } catch (error) {
      notify((error as Error).message);
    }
  }

  bet.onclick = async () => {
    const stake = shell.stake();
    const autoText = auto.value.trim().replace(',', '.');
    const autoX100 = autoText ? Math.round(Number(autoText) * 100) : null;
    if (stake === null) return notify(t('stakeInvalid'));
    if (autoX100 !== null && !(autoX100 >= 101 && autoX100 <= 1_000_000))
      return notify(t('autoInvalid'));
    shell.lock(true);
    try {
      const played = await api<Played>('crash/start', { stake, autoCashout: autoX100 });
      applyPlayed(played);
      round = played.round;
      started = performance.now();
      points = [];
      big.dataset.result = '';
      bet.hidden = true;
      cash.hidden = false;
      cash.disabled = false;
      frame = window.requestAnimationFrame(tick);
      poll = window.setInterval(() => void check(false), 250);
    } catch (error) {
      notify((error as Error).message);
      shell.lock(false);
    }
  };
  cash.onclick = () => {
    cash.disabled = true;
    void check(true);
  };
}
