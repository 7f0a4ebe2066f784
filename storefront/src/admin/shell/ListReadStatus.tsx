// How the read of an admin list stands: a failure is announced as an alert, and a loading note
// shows only until the first page is in (later reads keep the rows on screen instead).

interface ListReadStatusProps {
  error: string | null;
  /** Nothing is shown yet and the first read is under way. */
  loadingFirst: boolean;
  /** 'Loading orders...' */
  loadingText: string;
}

export function ListReadStatus({ error, loadingFirst, loadingText }: ListReadStatusProps) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {loadingFirst && <p className="loading-note">{loadingText}</p>}
    </>
  );
}
