'use client';

import { useState } from 'react';

/** The chosen avatar, or the account's initial when there is none or its image fails (spec). */
export function MemberAvatar({
  url,
  account,
  label,
  size,
}: {
  url: string | null;
  account: string;
  label: string;
  size: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return url && failed !== url ? (
    // eslint-disable-next-line @next/next/no-img-element -- a local 64 px svg; next/image adds nothing
    <img
      className="member-avatar"
      src={url}
      alt={label}
      width={size}
      height={size}
      onError={() => setFailed(url)}
    />
  ) : (
    <span
      className="member-avatar member-avatar-letter"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {account.slice(0, 1).toUpperCase()}
    </span>
  );
}
