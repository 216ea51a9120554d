import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { parseBalls, playByCode, type Selection } from '@/lib/contract/lottery';
import { positionMessage, valueMessage } from '@/lib/lottery/labels';

type PositionView = { label: string; from: number; labels?: readonly string[] };
type ShapeView = { positions: readonly PositionView[]; digits: number };

/** The lottery's words: play names, position names, picked values and whole selections. */
export function useLotteryText() {
  const t = useTranslations('lottery');
  return useMemo(() => {
    const position = (label: string) => {
      const message = positionMessage(label);
      return message ? t(`positions.${message.key}`, message.values) : label;
    };
    const value = (at: PositionView, v: number, digits: number) => {
      if (!at.labels) return String(v).padStart(digits, '0');
      const key = valueMessage(at.labels, v);
      return key ? t(key) : position(at.labels[v - at.from] ?? String(v));
    };
    const play = (code: string) => (t.has(`plays.${code}`) ? t(`plays.${code}`) : code);
    /** "Hundreds: 2 5 · Units: 6 7 8", or just the picks when the play has one position. */
    const selection = (shape: ShapeView, picked: Selection) => {
      const parts = picked.flatMap((picks, i) => {
        const at = shape.positions[i];
        if (!at || picks.length === 0) return [];
        const text = picks.map((v) => value(at, v, shape.digits)).join(' ');
        return [
          shape.positions.length === 1 || at.labels?.length === 1
            ? text
            : `${position(at.label)}: ${text}`,
        ];
      });
      return parts.join(' · ');
    };
    /** An order's wire text in words; the text itself when the play is unknown here. */
    const content = (playCode: string, text: string) => {
      const known = playByCode(playCode);
      const parsed = known ? parseBalls(text, known.shape) : null;
      return known && parsed?.ok ? selection(known.shape, parsed.selection) : text;
    };
    return { t, position, value, play, selection, content };
  }, [t]);
}
