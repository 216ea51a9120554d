'use client';

import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslations } from 'next-intl';
import { TextField } from './text-field';

/** The captcha answer with its image beside it; a click on the image asks for a new one. */
export function CaptchaField({
  src,
  onRefresh,
  required = true,
}: {
  src: string | null;
  onRefresh: () => void;
  required?: boolean;
}) {
  const t = useTranslations('accounts');
  const labels = {
    field: t('fields.captcha'),
    image: t('captchaImage'),
    refresh: t('refreshCaptcha'),
  };
  return (
    <TextField
      name="captcha"
      label={labels.field}
      required={required}
      autoComplete="off"
      trailing={
        <button
          type="button"
          className="captcha-image"
          onClick={() => onRefresh()}
          aria-label={labels.refresh}
          title={labels.refresh}
        >
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL from the platform
            <img src={src} alt={labels.image} width={96} height={36} />
          ) : (
            <RefreshCw size={18} aria-hidden />
          )}
        </button>
      }
    />
  );
}
