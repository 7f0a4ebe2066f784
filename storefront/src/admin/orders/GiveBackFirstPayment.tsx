// A cancelled layaway order keeps its non-refundable first payment when the buyer stopped paying.
// When the shop cancelled it instead, staff give that payment back too: after a confirmation it
// becomes part of the refund due, and the order's history tells the buyer.

import { useState } from 'react';
import { formatCents, type AdminOrder, type RefundDue } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';

export function GiveBackFirstPayment({
  order,
  due,
  onChanged,
}: {
  order: AdminOrder;
  due: RefundDue;
  onChanged: (order: AdminOrder) => void;
}) {
  const api = useAdminApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (due.keptCents === 0) return null;

  async function giveBack() {
    setBusy(true);
    setError(null);
    try {
      onChanged(await api.giveBackFirstPayment(order._id));
      setConfirming(false);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost refund-due__give-back"
        onClick={() => setConfirming(true)}
      >
        Give back the first payment too
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Give back the first payment of ${formatCents(due.keptCents)}?`}
          message={`Do this when the shop cancelled the order. ${formatCents(due.dueCents + due.keptCents)} will be due back, and the buyer sees it on their order page.`}
          confirmLabel="Give it back"
          busyLabel="Saving…"
          busy={busy}
          tone="gentle"
          error={error}
          onConfirm={() => void giveBack()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        />
      )}
    </>
  );
}
