import type { ClubLabel } from '@/lib/contract/member';

/** The member's club label in the brand's colours (text `color`, background `color2`). */
export function MemberLabel({ label }: { label: ClubLabel }) {
  return (
    <span className="member-label" style={{ color: label.color, background: label.color2 }}>
      {label.labelName}
    </span>
  );
}
