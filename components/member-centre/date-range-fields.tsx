'use client';

import { useId } from 'react';

export type DayRange = { from: string; to: string };

/** From and to days (yyyy-MM-dd), both required: clearing one keeps the day it had. */
export function DateRangeFields<R extends DayRange>({
  range,
  onChange,
  labels,
}: {
  range: R;
  onChange: (range: R) => void;
  labels: DayRange;
}) {
  const id = useId();
  return (['from', 'to'] as const).map((end) => (
    <div className="mc-filter" key={end}>
      <label htmlFor={`${id}-${end}`}>{labels[end]}</label>
      <input
        id={`${id}-${end}`}
        type="date"
        value={range[end]}
        min={end === 'to' ? range.from : undefined}
        max={end === 'from' ? range.to : undefined}
        required
        onChange={(event) =>
          event.target.value && onChange({ ...range, [end]: event.target.value })
        }
      />
    </div>
  ));
}
