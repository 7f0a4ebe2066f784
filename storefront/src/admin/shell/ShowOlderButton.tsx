// The button under a list read a page at a time (orders, emails, enquiries, the activity log):
// there only while an older page exists, and resting while a page loads, so one press reads one
// page.

interface ShowOlderButtonProps {
  hasOlder: boolean;
  loading: boolean;
  onShow(): void;
  /** What the list holds: 'emails' reads 'Show older emails'. */
  what: string;
  /** Where the list places it. */
  className?: string;
}

export function ShowOlderButton({
  hasOlder,
  loading,
  onShow,
  what,
  className = 'desk__more',
}: ShowOlderButtonProps) {
  if (!hasOlder) return null;
  return (
    <button
      type="button"
      className={`button button--soft ${className}`}
      disabled={loading}
      onClick={onShow}
    >
      Show older {what}
    </button>
  );
}
