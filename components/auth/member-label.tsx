import type { MemberTag } from '@/lib/contract/member';

/** A club or member label in the brand's colours (text `color`, background `color2`). */
export function MemberLabel({ label }: { label: MemberTag }) {
  return (
    <span className="member-label" style={{ color: label.color, background: label.color2 }}>
      {label.labelName}
    </span>
  );
}

/** The labels operators gave the member, as a list (nothing when there are none). */
export function MemberTags({ tags, label }: { tags: MemberTag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="member-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.labelName}>
          <MemberLabel label={tag} />
        </li>
      ))}
    </ul>
  );
}
