import {
  api,
  config,
  el,
  money,
  multiplier,
  notify,
  state,
  t,
  verifyHref,
  type Round,
} from './core';

const LIMITS = { slot: 20, dice: 10, crash: 10 } as const;
const CHIPS = [100, 500, 1000, 5000];

export type Shell = {
  stage: HTMLElement;
  actions: HTMLElement;
  extra: HTMLElement;
  stake: () => number | null;
  lock: (busy: boolean) => void;
  roundDone: (round: Round) => void;
};

/** Header with the balance, the stage, stake controls, the fairness panel and the last rounds. */
export function buildShell(root: HTMLElement): Shell {
  const minStake = LIMITS[config.game];
  const stakeInput = el('input', {
    id: 'stake',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: (Math.max(minStake, 100) / 100).toFixed(2),
  });
  const parse = (): number | null => {
    const value = Number(stakeInput.value.replace(',', '.'));
    if (!Number.isFinite(value)) return null;
    const minor = Math.round(value * 100);
    return minor >= minStake && Math.abs(value * 100 - minor) < 1e-6 ? minor : null;
  };
  const setStake = (minor: number) =>
    (stakeInput.value = (Math.max(minStake, Math.min(minor, 1_000_000)) / 100).toFixed(2));
  const step = (factor: number) => setStake(Math.round((parse() ?? minStake) * factor));
  const minus = el('button', { type: 'button', class: 'step', 'aria-label': t('half') }, '½');
  const plus = el('button', { type: 'button', class: 'step', 'aria-label': t('double') }, '2×');
  minus.onclick = () => step(0.5);
  plus.onclick = () => step(2);
  const chips = el('div', { class: 'chips' });
  for (const chip of CHIPS) {
    const button = el('button', { type: 'button', class: 'chip' }, money(chip));
    button.onclick = () => setStake(chip);
    chips.append(button);
  }
  const actions = el('div', { class: 'actions' });
  const extra = el('div', { class: 'extra' });
  const controls = el(
    'section',
    { class: 'controls' },
    el(
      'div',
      { class: 'stake' },
      el('label', { for: 'stake' }, t('stake')),
      el('div', { class: 'stake-row' }, minus, stakeInput, plus),
      chips,
    ),
    extra,
    actions,
  );

  const nextHash = el('code', { class: 'hash' });
  const seedInput = el('input', {
    id: 'client-seed',
    type: 'text',
    maxlength: '64',
    autocomplete: 'off',
  });
  const seedButton = el('button', { type: 'button', class: 'ghost' }, t('changeSeed'));
  const revealed = el('p', { class: 'revealed' });
  const list = el('ol', { class: 'history' });
  seedButton.onclick = async () => {
    try {
      const { clientSeed } = await api<{ clientSeed: string }>('seed', {
        clientSeed: seedInput.value.trim(),
      });
      state.clientSeed = clientSeed;
      notify(t('seedSaved'), 'info');
    } catch (error) {
      notify((error as Error).message);
    }
  };
  const fairness = el(
    'details',
    { class: 'fair', open: '' },
    el('summary', {}, t('fairness')),
    el('p', { class: 'label' }, t('nextSeedHash')),
    nextHash,
    el('label', { for: 'client-seed', class: 'label' }, t('clientSeed')),
    el('div', { class: 'seed-row' }, seedInput, seedButton),
    revealed,
  );
  const history = el('section', { class: 'rounds' }, el('h2', {}, t('lastRounds')), list);

  const stage = el('div', { class: 'stage' });
  root.append(
    el(
      'header',
      { class: 'bar' },
      el('h1', {}, t(`title.${config.game}`)),
      el(
        'p',
        { class: 'balance' },
        el('span', {}, t('balance')),
        el('strong', { 'data-balance': '' }, '…'),
      ),
    ),
    stage,
    controls,
    el('aside', { class: 'side', 'aria-label': t('fairness') }, fairness, history),
    el('p', { class: 'toast', role: 'status', hidden: '' }),
  );

  function renderFairness() {
    nextHash.textContent = state.nextServerSeedHash;
    seedInput.value = state.clientSeed;
  }
  function renderHistory() {
    list.replaceChildren(
      ...state.history.slice(0, 20).map((round) => {
        const won = round.status === 'won';
        const item = el(
          'li',
          { 'data-status': round.status },
          el(
            'span',
            { class: 'what' },
            round.status === 'cancelled'
              ? t('cancelled')
              : won
                ? `+${money(round.win)}`
                : money(-round.stake),
          ),
          el('span', { class: 'detail' }, describe(round)),
        );
        if (round.serverSeed)
          item.append(
            el('a', { href: verifyHref(round), target: '_blank', rel: 'noopener' }, t('verify')),
          );
        return item;
      }),
    );
  }
  renderFairness();
  renderHistory();
  return {
    stage,
    actions,
    extra,
    stake: parse,
    lock(busy) {
      for (const node of controls.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
        'button, input',
      ))
        if (!node.dataset.keep) node.disabled = busy;
    },
    roundDone(round) {
      state.history = [round, ...state.history.filter((r) => r.roundId !== round.roundId)];
      if (round.serverSeed) {
        revealed.replaceChildren(
          el('span', { class: 'label' }, t('revealedSeed', { nonce: round.nonce })),
          el('code', { class: 'hash' }, round.serverSeed),
        );
      }
      renderFairness();
      renderHistory();
    },
  };
}

function describe(round: Round): string {
  const o = round.outcome ?? {};
  if (round.game === 'dice' && typeof o.roll === 'number')
    return t('diceDetail', { roll: (o.roll / 100).toFixed(2) });
  if (round.game === 'crash' && typeof o.crashX100 === 'number')
    return t('crashDetail', { crash: multiplier(o.crashX100) });
  if (round.game === 'slot' && typeof o.x100 === 'number')
    return t('slotDetail', { x: multiplier(o.x100) });
  return '';
}
