'use client';

import styles from './chat.module.css';

/** Common emoji; a full picker library would outweigh the rest of the chat. */
const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😘',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😭',
  '😡',
  '😱',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '👌',
  '🤝',
  '👋',
  '🎉',
  '🎁',
  '💰',
  '💵',
  '🔥',
  '⭐',
  '❤️',
  '💯',
  '✅',
  '❌',
  '⚽',
  '🎰',
  '🃏',
  '🎲',
  '🏆',
  '🍀',
];

/** A grid of emoji buttons; choosing one hands it to the composer. */
export function EmojiPicker({ label, onPick }: { label: string; onPick: (emoji: string) => void }) {
  return (
    <div className={styles.emoji} role="group" aria-label={label}>
      {EMOJI.map((emoji) => (
        <button key={emoji} type="button" onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}
