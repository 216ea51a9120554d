/** The avatars a member can choose (public/avatars/{id}.svg); the platform keeps only the id. */
export const AVATARS = [
  'fox',
  'owl',
  'cat',
  'panda',
  'tiger',
  'koi',
  'dragon',
  'rabbit',
  'star',
  'moon',
  'sun',
  'clover',
] as const;

export type AvatarId = (typeof AVATARS)[number];

export function isAvatarId(value: unknown): value is AvatarId {
  return (AVATARS as readonly unknown[]).includes(value);
}

export const avatarUrl = (id: AvatarId) => `/avatars/${id}.svg`;

/** Nicknames: letters (any script), digits, spaces and . _ - ; never markup. */
export const NICKNAME = { min: 2, max: 20, pattern: /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u } as const;
