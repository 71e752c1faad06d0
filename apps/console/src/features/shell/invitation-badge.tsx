/** The red dot with the count (spec §2). Decorative: the count is in the control's accessible name. */
export function InvitationBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="invitation-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-fg-on-accent ${className}`}
    >
      {count}
    </span>
  );
}
