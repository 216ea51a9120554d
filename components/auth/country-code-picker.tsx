'use client';

import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Country } from '@/lib/contract/system';
import { useSystemStatus } from '@/lib/hooks/use-system-status';

/** Spec section 9: the list closes 200 ms after the picker loses focus. */
const CLOSE_DELAY_MS = 200;

function Flag({ code }: { code: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny local svg, fixed size
    <img src={`/flags/${code.toLowerCase()}.svg`} width={20} height={15} alt="" className="flag" />
  );
}

/**
 * The dialing-code picker beside a mobile number (the formik field `countryDialingCode`): flag
 * and code, a list that opens on focus, defaulting to the visitor's country or `initialCode`.
 */
export function CountryCodePicker({
  countries,
  label,
  initialCode,
}: {
  countries: Country[];
  label: string;
  initialCode?: string;
}) {
  const [field, , helpers] = useField<string>('countryDialingCode');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const { data: status } = useSystemStatus(!field.value);
  const visitorCountry = status?.info.location.country;
  const { setValue } = helpers;

  useEffect(() => {
    if (field.value) return;
    const given = countries.find((c) => c.countryDialingCode === initialCode);
    const local = countries.find((c) => c.countryCode === visitorCountry);
    const chosen = given ?? local ?? (status || !visitorCountry ? countries[0] : undefined);
    if (chosen) void setValue(chosen.countryDialingCode, false);
  }, [countries, field.value, initialCode, setValue, status, visitorCountry]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const current = countries.find((c) => c.countryDialingCode === field.value);
  function choose(index: number) {
    const country = countries[index];
    if (country) void setValue(country.countryDialingCode);
    setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent) {
    const last = countries.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(last, Math.max(0, a + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
    }
  }
  return (
    <div className="country-picker">
      <div
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        className="country-current"
        onFocus={() => {
          clearTimeout(closing.current);
          setActive(Math.max(0, countries.indexOf(current!)));
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      >
        {current && <Flag code={current.countryCode} />}
        <span>+{field.value}</span>
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={label} hidden={!open}>
        {countries.map((country, index) => (
          <li
            key={country.countryCode}
            id={`${id}-${index}`}
            role="option"
            aria-selected={country.countryDialingCode === field.value}
            data-active={index === active || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <Flag code={country.countryCode} />
            <span>{country.countryCode}</span>
            <span className="muted">+{country.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
