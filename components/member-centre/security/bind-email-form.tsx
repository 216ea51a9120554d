'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { sendCall } from '@/lib/accounts/send-call';
import type { RegisterRule } from '@/lib/contract/system';
import { reloadMember } from '@/lib/hooks/use-member';
import { ruleSchema } from '@/lib/validation/rule-schema';
import { placeRefusal } from '../../auth/refusal';
import { TextField } from '../../auth/text-field';
import { useRuleFormat } from '../../auth/use-rule-format';
import type { Outcome } from '../form-outcome';
import { SubmitWithOutcome } from '../money-fields';

/** Binds an email address once, checked by the brand's email rule. */
export function BindEmailForm({ rules, onDone }: { rules: RegisterRule[]; onDone: () => void }) {
  const t = useTranslations('memberCentre.security');
  const tc = useTranslations('memberCentre');
  const ta = useTranslations('accounts');
  const locale = useLocale();
  const { format, fromDetail } = useRuleFormat();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const schema = useMemo(() => {
    const rule = rules.find((r) => r.field === 'email');
    return object({ email: rule ? ruleSchema(rule, true, format) : string().email().required() });
  }, [rules, format]);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setOutcome(null);
      const result = await sendCall('bindEmail', values, locale);
      if (result.ok) {
        await reloadMember();
        return onDone();
      }
      const place = placeRefusal(result, ['email'], fromDetail, tc('failed'));
      if (place.field) formik.setFieldError(place.field, place.text);
      else setOutcome({ ok: false, text: place.text });
    },
  });
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('bindEmail')}</h4>
        <TextField
          name="email"
          label={ta('fields.email')}
          required
          type="email"
          autoComplete="email"
        />
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('bindEmail')}
        />
        <button type="button" className="link-button" onClick={onDone}>
          {tc('cancel')}
        </button>
      </form>
    </FormikProvider>
  );
}
