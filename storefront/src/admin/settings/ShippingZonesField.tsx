import { useId } from 'react';
import { COUNTRIES } from '@kawaii/shared';
import { SettingsField } from './SettingsField.tsx';
import { newZoneDraft, type ZoneDraft } from './shipping-zones-form.ts';

interface ShippingZonesFieldProps {
  zones: ZoneDraft[];
  /** Keyed like the form's errors: 'shippingZones.0.name', 'shippingZones'. */
  errors: Record<string, string>;
  onChange: (zones: ZoneDraft[]) => void;
}

/**
 * The shop's shipping zones: each names its countries (or everywhere else) and a flat rate, with
 * an optional threshold over which shipping is free. A country no zone covers cannot be ordered to.
 */
export function ShippingZonesField({ zones, errors, onChange }: ShippingZonesFieldProps) {
  const hasEverywhereElse = zones.some((zone) => zone.countries === '*');
  const replace = (index: number, zone: ZoneDraft) =>
    onChange(zones.map((current, at) => (at === index ? zone : current)));
  return (
    <>
      {errors['shippingZones'] && (
        <p className="field__error settings-form__zones-error">{errors['shippingZones']}</p>
      )}
      {zones.length === 0 && (
        <p className="settings-form__note">
          No zones yet: checkout charges no shipping and takes every country until you add one.
        </p>
      )}
      <ol className="zone-list">
        {zones.map((zone, index) => (
          <li key={index} className="zone-card">
            <ZoneEditor
              zone={zone}
              number={index + 1}
              errorOf={(field) => errors[`shippingZones.${index}.${field}`]}
              onChange={(changed) => replace(index, changed)}
              onRemove={() => onChange(zones.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--soft"
        disabled={zones.length >= 30}
        onClick={() => onChange([...zones, newZoneDraft(false)])}
      >
        + Add a zone
      </button>
      {!hasEverywhereElse && zones.length > 0 && (
        <p className="settings-form__note">
          Tip: a zone for everywhere else lets the rest of the world order too.
        </p>
      )}
    </>
  );
}

interface ZoneEditorProps {
  zone: ZoneDraft;
  number: number;
  errorOf: (field: keyof ZoneDraft | 'rateCents' | 'freeOverCents') => string | undefined;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
}

function ZoneEditor({ zone, number, errorOf, onChange, onRemove }: ZoneEditorProps) {
  const id = useId();
  const title = zone.name.trim() || `Zone ${number}`;
  const everywhereElse = zone.countries === '*';
  const countriesError = errorOf('countries');
  return (
    <fieldset className="zone-card__fields" aria-label={`Shipping zone: ${title}`}>
      <div className="zone-card__head">
        <h3 className="zone-card__title">{title}</h3>
        <button
          type="button"
          className="admin-link-button admin-link-button--danger"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> zone {title}</span>
        </button>
      </div>
      <SettingsField
        label="Zone name"
        required
        placeholder="Canada"
        value={zone.name}
        error={errorOf('name')}
        onChange={(name) => onChange({ ...zone, name })}
      />
      <div className="field zone-card__countries">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={everywhereElse}
            onChange={(event) => onChange({ ...zone, countries: event.target.checked ? '*' : [] })}
          />{' '}
          Everywhere else (all countries not in another zone)
        </label>
        {!everywhereElse && (
          <>
            <label className="field__label" htmlFor={`${id}-countries`}>
              Countries
            </label>
            <select
              id={`${id}-countries`}
              multiple
              size={6}
              value={zone.countries === '*' ? [] : zone.countries}
              aria-invalid={countriesError ? true : undefined}
              aria-describedby={`${id}-countries-hint${countriesError ? ` ${id}-countries-error` : ''}`}
              onChange={(event) =>
                onChange({
                  ...zone,
                  countries: [...event.target.selectedOptions].map((option) => option.value),
                })
              }
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <span id={`${id}-countries-hint`} className="field__hint">
              Ctrl or ⌘ + click to choose several.
              {zone.countries.length > 0 && ` Chosen: ${zone.countries.length}.`}
            </span>
          </>
        )}
        {countriesError && (
          <span id={`${id}-countries-error`} className="field__error">
            {countriesError}
          </span>
        )}
      </div>
      <SettingsField
        label="Flat rate ($)"
        required
        inputMode="decimal"
        placeholder="5.00"
        value={zone.rate}
        error={errorOf('rateCents')}
        onChange={(rate) => onChange({ ...zone, rate })}
      />
      <SettingsField
        label="Free shipping over ($)"
        inputMode="decimal"
        hint="Leave blank if shipping is never free here."
        value={zone.freeOver}
        error={errorOf('freeOverCents')}
        onChange={(freeOver) => onChange({ ...zone, freeOver })}
      />
      <SettingsField
        label="Delivery estimate"
        placeholder="3-5 business days"
        value={zone.estimate}
        error={errorOf('estimate')}
        onChange={(estimate) => onChange({ ...zone, estimate })}
      />
    </fieldset>
  );
}
