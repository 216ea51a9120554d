/** What a form's last submission did: a success note or an alert. */
export type Outcome = { ok: boolean; text: string } | null;

export function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="form-success" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="form-alert" role="alert">
      {outcome.text}
    </p>
  );
}
