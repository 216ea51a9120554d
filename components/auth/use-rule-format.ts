import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FailureDetail } from '@/lib/contract/envelope';
import type { RuleMessage } from '@/lib/validation/rule-schema';

/**
 * Translates the builder's messages (`reg_pattern_6` with its range, `not_empty` with the field's
 * name) and the platform's FIELD_INVALID details alike.
 */
export function useRuleFormat() {
  const tv = useTranslations('validation');
  const tf = useTranslations('accounts.fields');
  const format = useCallback(
    (message: RuleMessage) =>
      tv(message.key, {
        ...message.values,
        field: tf.has(message.field) ? tf(message.field) : message.field,
      }),
    [tv, tf],
  );
  const fromDetail = useCallback(
    (detail: FailureDetail | null): { field: string; text: string } | null =>
      detail?.field && detail.key && tv.has(detail.key)
        ? {
            field: detail.field,
            text: format({ key: detail.key, field: detail.field, values: detail.values ?? {} }),
          }
        : null,
    [format, tv],
  );
  return { format, fromDetail, fieldLabel: (field: string) => (tf.has(field) ? tf(field) : field) };
}
