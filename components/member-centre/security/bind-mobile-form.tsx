'use client';

import { FormikProvider, useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { smsWaitSeconds } from '@/lib/accounts/countdown';
import { sendCall } from '@/lib/accounts/send-call';
import type { AccountSettings } from '@/lib/accounts/settings';
import { reloadMember } from '@/lib/hooks/use-member';
import { mobileRule } from '@/lib/validation/register-form';
import { ruleSchema } from '@/lib/validation/rule-schema';
import { MobileCodeFields } from '../../auth/login-fields';
import { placeRefusal } from '../../auth/refusal';
import { useRuleFormat } from '../../auth/use-rule-format';
import type { Outcome } from '../form-outcome';
import { SubmitWithOutcome } from '../money-fields';

const FIELDS = ['mobileNum', 'verificationCode'];

/** Binds a mobile number once: the SMS code sent to it proves the member has the phone. */
export function BindMobileForm({
  settings,
  onDone,
}: {
  settings: AccountSettings;
  onDone: () => void;
}) {
  const t = useTranslations('memberCentre.security');
  const tc = useTranslations('memberCentre');
  const locale = useLocale();
  const { format, fromDetail } = useRuleFormat();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { rules } = settings;
  const schema = useMemo(() => {
    const code = rules.find((r) => r.field === 'verificationCode') ?? mobileRule(rules);
    return object({
      mobileNum: ruleSchema(mobileRule(rules), true, format),
      verificationCode: ruleSchema(code, true, format),
    });
  }, [rules, format]);
  const formik = useFormik({
    initialValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setOutcome(null);
      const result = await sendCall('bindMobile', values, locale);
      if (result.ok) {
        await reloadMember();
        return onDone();
      }
      const place = placeRefusal(result, FIELDS, fromDetail, tc('failed'));
      if (place.field) formik.setFieldError(place.field, place.text);
      else setOutcome({ ok: false, text: place.text });
    },
  });
  async function sendCode(): Promise<number | null> {
    setOutcome(null);
    const errors = await formik.setFieldTouched('mobileNum', true, true);
    if (errors && 'mobileNum' in errors && errors.mobileNum) return null;
    const { mobileNum, countryDialingCode } = formik.values;
    const sent = await sendCall('bindSms', { mobileNum, countryDialingCode }, locale);
    if (sent.ok) return smsWaitSeconds(sent.value.expiredMinutes);
    const place = placeRefusal(sent, FIELDS, fromDetail, tc('failed'));
    if (place.field) formik.setFieldError(place.field, place.text);
    else setOutcome({ ok: false, text: place.text });
    return null;
  }
  return (
    <FormikProvider value={formik}>
      <form className="account-form mc-card" noValidate onSubmit={formik.handleSubmit}>
        <h4>{t('bindMobile')}</h4>
        <MobileCodeFields countries={settings.countries} sendCode={sendCode} />
        <SubmitWithOutcome
          outcome={outcome}
          submitting={formik.isSubmitting}
          label={t('bindMobile')}
        />
        <button type="button" className="link-button" onClick={onDone}>
          {tc('cancel')}
        </button>
      </form>
    </FormikProvider>
  );
}
