// The activity log's lines, newest first: who made the change, what it was, and when.

import type { ActivityLine } from '@kawaii/shared';
import { formatLocalDateTime } from '@kawaii/shared';

export function ActivityList({ lines }: { lines: ActivityLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="empty-note">
        Nothing yet. Role changes, settings, prices, stock and deletes will appear here.
      </p>
    );
  }
  return (
    <ol className="desk-list" aria-label="Activity">
      {lines.map((line) => (
        <li key={line._id} className="desk-row activity-line">
          <span className="activity-line__who">{line.actor.email}</span>
          <span className="activity-line__what">{sentence(line.summary)}</span>
          <time className="activity-line__when" dateTime={line.createdAt}>
            {formatLocalDateTime(line.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The log's summaries start with a capital ("Changed the price..."); after a name they read on. */
function sentence(summary: string): string {
  return summary.charAt(0).toLowerCase() + summary.slice(1);
}
