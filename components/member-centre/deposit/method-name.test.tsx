import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DepositMethod } from '@/lib/contract/wallet';
import ms from '@/messages/ms.json';
import { MethodName } from './method-name';

const base = { minAmount: 1_000, maxAmount: 5_000_000, feeBps: 0, bank: null, sandbox: false };
const sandbox: DepositMethod = {
  ...base,
  id: 1,
  type: 'online',
  name: 'Sandbox Pay',
  sandbox: true,
};
const bank: DepositMethod = {
  ...base,
  id: 2,
  type: 'bank',
  name: 'Bank transfer',
  bank: { bankName: 'Maybank', accountName: 'Nova88 Sdn Bhd', accountNumber: '5140' },
};

const inMalay = (method: DepositMethod) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="ms" messages={ms} timeZone="Asia/Kuala_Lumpur">
      <MethodName method={method} />
    </NextIntlClientProvider>,
  );

describe('deposit method names', () => {
  it('come from messages/ in Malay, the sandbox with its badge, not from the seed', () => {
    const html = inMalay(sandbox);
    expect(html).toContain(ms.memberCentre.deposit.sandboxName);
    expect(html).toContain(ms.memberCentre.deposit.sandboxBadge);
    expect(html).not.toContain('Sandbox Pay<');
    const named = inMalay(bank);
    expect(named).toContain('Maybank');
    expect(named).not.toContain('Bank transfer');
  });
});
