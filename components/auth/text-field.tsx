'use client';

import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useField } from 'formik';
import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';

export type TextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /** Controls before the input (the country-code picker). */
  leading?: ReactNode;
  /** Controls after the input (captcha image, send-code button). */
  trailing?: ReactNode;
  /** Show and hide labels: the input is a secret that its owner may reveal. */
  reveal?: { show: string; hide: string };
};

/**
 * One form input bound to formik: its label for assistive technology, the asterisk of a required
 * field on the placeholder (spec section 5), and its error under it once touched.
 */
export function TextField(props: TextFieldProps) {
  const {
    name,
    label,
    required,
    type = 'text',
    autoComplete,
    inputMode,
    leading,
    trailing,
  } = props;
  const [field, meta] = useField<string | undefined>(name);
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="field" data-invalid={invalid || undefined}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="field-control">
        {leading}
        <input
          {...field}
          id={id}
          value={field.value ?? ''}
          type={props.reveal && revealed ? 'text' : type}
          placeholder={required ? `* ${label}` : label}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={false}
        />
        {props.reveal && (
          <button
            type="button"
            className="field-icon"
            aria-label={revealed ? props.reveal.hide : props.reveal.show}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        )}
        {trailing}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
