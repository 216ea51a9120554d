'use client';

import { useField } from 'formik';
import { useId } from 'react';

/** A labelled select bound to formik, with its error under it once touched. */
export function SelectField({
  name,
  label,
  options,
  onChange,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Replaces formik's own change handling (a choice that resets other fields). */
  onChange?: (value: string) => void;
}) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="field mc-select" data-invalid={invalid || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <select
          {...field}
          onChange={onChange ? (event) => onChange(event.target.value) : field.onChange}
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
