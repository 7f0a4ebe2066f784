import './LoadingShell.css';

/** The small placeholder shown while a client-only screen loads. */
export function LoadingShell({ label }: { label: string }) {
  return (
    <div className="loading-shell" role="status">
      <span className="loading-shell__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <p>{label}</p>
    </div>
  );
}
