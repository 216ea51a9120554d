'use client';

import { useField } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import type { DepositMethod } from '@/lib/contract/wallet';
import { formatMoney } from '@/lib/wallet/money';
import { MethodName } from './method-name';

/** The deposit methods as radio cards: name, kind, limits and fee. */
export function MethodPicker({
  methods,
  currency,
  name,
}: {
  methods: DepositMethod[];
  currency: string;
  name: string;
}) {
  const t = useTranslations('memberCentre.deposit');
  const locale = useLocale();
  const [field] = useField<string>(name);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <fieldset className="mc-methods">
      <legend>{t('method')}</legend>
      {methods.map((method) => (
        <label key={method.id} className="mc-method">
          <input
            type="radio"
            {...field}
            value={String(method.id)}
            checked={field.value === String(method.id)}
          />
          <MethodName method={method} />
          <span className="mc-note">
            {t(method.type === 'online' ? 'online' : 'bank')} ·{' '}
            {t('range', { min: money(method.minAmount), max: money(method.maxAmount) })}
            {method.feeBps > 0 && ` · ${t('fee', { percent: method.feeBps / 100 })}`}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
