// A promotion in the admin list: its code, what it gives, when it runs, its uses, and a Pause or
// Resume button that saves `active` alone.

import { useState, type ReactNode } from 'react';
import { promotionSummary, promotionWindowText, type Promotion } from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { AdminCard } from '../shell/AdminCard.tsx';

export function PromotionCard({ item, actions }: { item: Promotion; actions: ReactNode }) {
  const api = useAdminApi();
  const [promotion, setPromotion] = useState(item);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uses =
    promotion.usageLimit === null
      ? `Used ${promotion.usedCount} times`
      : `Used ${promotion.usedCount} of ${promotion.usageLimit}`;

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      setPromotion(
        await api.savePromotion(promotion._id, {
          ...promotionInputOf(promotion),
          active: !promotion.active,
          version: promotion.version,
          editedFrom: promotionInputOf(promotion),
        }),
      );
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminCard
      recordId={promotion._id}
      image={null}
      imageAlt=""
      badges={
        !promotion.active && <span className="badge badge--compact badge--muted">Paused</span>
      }
      title={promotion.code}
      actions={
        <>
          <button
            type="button"
            className="button button--soft promotion-card__toggle"
            disabled={busy}
            onClick={() => void toggle()}
          >
            {promotion.active ? 'Pause' : 'Resume'}
          </button>
          {actions}
        </>
      }
    >
      <p className="admin-card__text">{promotionSummary(promotion)}</p>
      <p className="admin-card__text">{promotionWindowText(promotion)}</p>
      <p className="admin-card__text promotion-card__uses">{uses}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </AdminCard>
  );
}

/** The saved promotion as the form's input. */
export function promotionInputOf(promotion: Promotion) {
  return {
    code: promotion.code,
    description: promotion.description,
    type: promotion.type,
    value: promotion.value,
    appliesTo: promotion.appliesTo,
    minItemsCents: promotion.minItemsCents,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    oncePerCustomer: promotion.oncePerCustomer,
    combinableWithRewards: promotion.combinableWithRewards,
    active: promotion.active,
  };
}
