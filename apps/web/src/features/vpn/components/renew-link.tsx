import { Link } from '@tanstack/react-router';

interface RenewLinkProps {
  /** The pass or box the renewal checkout extends. */
  renew: { renewPass: string } | { renewBox: string };
  /** The card's title, which says what is renewed. */
  describedBy: string;
  label: string;
  testId: string;
}

/** Renew on a pass or box card: the renewal checkout of that pass or box (/dashboard/pass/passNew). */
export function RenewLink({ renew, describedBy, label, testId }: RenewLinkProps) {
  return (
    <Link
      to="/dashboard/pass/passNew"
      search={renew}
      className="data-button data-button--small data-button--primary"
      aria-describedby={describedBy}
      data-testid={testId}
    >
      {label}
    </Link>
  );
}
