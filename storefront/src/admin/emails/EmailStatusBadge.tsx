import type { EmailStatus } from '@kawaii/shared';
import { EMAIL_STATUS_LABELS } from './email-format.ts';

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <span className={`badge email-status email-status--${status}`}>
      {EMAIL_STATUS_LABELS[status]}
    </span>
  );
}
