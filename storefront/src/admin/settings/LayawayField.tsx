import { MAX_LAYAWAY_TIERS, planPolicyText } from '@kawaii/shared';
import { SettingsField } from './SettingsField.tsx';
import type { LayawayDraft, LayawayTierDraft } from './layaway-form.ts';

interface LayawayFieldProps {
  layaway: LayawayDraft;
  /** Keyed like the form's errors: 'layaway.graceDays', 'layaway.plans.0.maxInstalments'. */
  errors: Record<string, string>;
  onChange: (layaway: LayawayDraft) => void;
}

/**
 * Layaway: from which total an order may be paid in instalments, how many by total (tiers), how
 * far apart, how late one may be, and whether the first payment is kept on a cancellation.
 */
export function LayawayField({ layaway, errors, onChange }: LayawayFieldProps) {
  const errorOf = (field: string) => errors[`layaway.${field}`];
  const grace = Number(layaway.graceDays);
  const replaceTier = (index: number, tier: LayawayTierDraft) =>
    onChange({ ...layaway, plans: layaway.plans.map((old, at) => (at === index ? tier : old)) });
  return (
    <>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={layaway.enabled}
          onChange={(event) => onChange({ ...layaway, enabled: event.target.checked })}
        />{' '}
        Offer layaway at checkout
      </label>
      <SettingsField
        label="Minimum order total ($)"
        required
        inputMode="decimal"
        value={layaway.minTotal}
        error={errorOf('minTotalCents')}
        onChange={(minTotal) => onChange({ ...layaway, minTotal })}
      />
      <ol className="zone-list" aria-label="Instalments by order total">
        {layaway.plans.map((tier, index) => (
          <li key={index} className="zone-card">
            <fieldset className="zone-card__fields" aria-label={`Layaway tier ${index + 1}`}>
              <SettingsField
                label="Orders from ($)"
                required
                inputMode="decimal"
                value={tier.minTotal}
                error={errorOf(`plans.${index}.minTotalCents`)}
                onChange={(minTotal) => replaceTier(index, { ...tier, minTotal })}
              />
              <SettingsField
                label="Up to instalments"
                required
                inputMode="numeric"
                value={tier.maxInstalments}
                error={errorOf(`plans.${index}.maxInstalments`)}
                onChange={(maxInstalments) => replaceTier(index, { ...tier, maxInstalments })}
              />
              <button
                type="button"
                className="admin-link-button admin-link-button--danger"
                onClick={() =>
                  onChange({ ...layaway, plans: layaway.plans.filter((_, at) => at !== index) })
                }
              >
                Remove<span className="visually-hidden"> layaway tier {index + 1}</span>
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--soft"
        disabled={layaway.plans.length >= MAX_LAYAWAY_TIERS}
        onClick={() =>
          onChange({
            ...layaway,
            plans: [...layaway.plans, { minTotal: layaway.minTotal, maxInstalments: '3' }],
          })
        }
      >
        + Add a tier
      </button>
      <SettingsField
        label="Days between payments"
        required
        inputMode="numeric"
        value={layaway.daysBetween}
        error={errorOf('daysBetween')}
        onChange={(daysBetween) => onChange({ ...layaway, daysBetween })}
      />
      <SettingsField
        label="Grace days"
        required
        inputMode="numeric"
        hint="How late an instalment may be before the order is cancelled and its items go back on sale."
        value={layaway.graceDays}
        error={errorOf('graceDays')}
        onChange={(graceDays) => onChange({ ...layaway, graceDays })}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={layaway.firstPaymentNonRefundable}
          onChange={(event) =>
            onChange({ ...layaway, firstPaymentNonRefundable: event.target.checked })
          }
        />{' '}
        First payment non-refundable
      </label>
      {Number.isInteger(grace) && grace >= 0 && (
        <p className="settings-form__note">
          Checkout shows:{' '}
          {planPolicyText({
            kind: 'layaway',
            graceDays: grace,
            firstPaymentNonRefundable: layaway.firstPaymentNonRefundable,
          })}
        </p>
      )}
    </>
  );
}
