'use client';

import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { imageProblem } from '@/lib/wallet/image-check';

/**
 * Picks png/jpg images one batch at a time, checked by their first bytes and size before they are
 * kept; `max` images at most. Problems go to `onProblem` in words.
 */
export function ImagePicker({
  files,
  max,
  onChange,
  onProblem,
}: {
  files: File[];
  max: number;
  onChange: (files: File[]) => void;
  onProblem: (text: string | null) => void;
}) {
  const t = useTranslations('memberCentre.upload');
  const id = useId();
  async function add(picked: File[]) {
    onProblem(null);
    if (files.length + picked.length > max) return onProblem(t('count', { max, name: '' }));
    for (const file of picked) {
      const problem = await imageProblem(file);
      if (problem) return onProblem(t(problem, { max, name: file.name }));
    }
    onChange([...files, ...picked]);
  }
  return (
    <div className="mc-picker">
      <label htmlFor={id} className="button button-outline mc-picker-button">
        <ImagePlus size={18} aria-hidden />
        {t(max > 1 ? 'chooseImages' : 'chooseImage', { max })}
      </label>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          void add(picked);
        }}
      />
      <p className="mc-note">{t('rules', { max })}</p>
      {files.length > 0 && (
        <ul className="mc-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="field-icon"
                aria-label={t('remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
