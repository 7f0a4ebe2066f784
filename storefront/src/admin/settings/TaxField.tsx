import { useId } from 'react';
import { COUNTRIES, MAX_TAX_RATES, TAX_REGIONS } from '@kawaii/shared';
import { SettingsField } from './SettingsField.tsx';
import { newTaxRateDraft, type TaxDraft, type TaxRateDraft } from './tax-form.ts';

interface TaxFieldProps {
  tax: TaxDraft;
  /** Keyed like the form's errors: 'tax.rates.0.ratePercent'. */
  errors: Record<string, string>;
  onChange: (tax: TaxDraft) => void;
}

/**
 * The Taxes section: off until she turns it on; a rate per country, or per state or province in
 * the US and Canada (the most specific one applies), on shipping or not, and whether her prices
 * already hold the tax.
 */
export function TaxField({ tax, errors, onChange }: TaxFieldProps) {
  const replace = (index: number, rate: TaxRateDraft) =>
    onChange({ ...tax, rates: tax.rates.map((current, at) => (at === index ? rate : current)) });
  const flag = (key: 'enabled' | 'pricesIncludeTax' | 'taxShipping', label: string) => (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={tax[key]}
        onChange={(event) => onChange({ ...tax, [key]: event.target.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <>
      {flag('enabled', 'Charge tax')}
      {flag('taxShipping', 'Tax shipping too')}
      {flag('pricesIncludeTax', 'My prices already include tax (shown as "incl. tax")')}
      {errors['tax.rates'] && (
        <p className="field__error settings-form__zones-error">{errors['tax.rates']}</p>
      )}
      {tax.rates.length === 0 && (
        <p className="settings-form__note">No rates yet: no tax is charged anywhere.</p>
      )}
      <ol className="zone-list">
        {tax.rates.map((rate, index) => (
          <li key={index} className="zone-card">
            <TaxRateEditor
              rate={rate}
              number={index + 1}
              errorOf={(field) =>
                errors[`tax.rates.${index}.${field}`] ??
                (field === 'region' ? errors[`tax.rates.${index}`] : undefined)
              }
              onChange={(changed) => replace(index, changed)}
              onRemove={() =>
                onChange({ ...tax, rates: tax.rates.filter((_, at) => at !== index) })
              }
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--soft"
        disabled={tax.rates.length >= MAX_TAX_RATES}
        onClick={() => onChange({ ...tax, rates: [...tax.rates, newTaxRateDraft()] })}
      >
        + Add a tax rate
      </button>
    </>
  );
}

interface TaxRateEditorProps {
  rate: TaxRateDraft;
  number: number;
  errorOf: (field: 'country' | 'region' | 'ratePercent' | 'name') => string | undefined;
  onChange: (rate: TaxRateDraft) => void;
  onRemove: () => void;
}

function TaxRateEditor({ rate, number, errorOf, onChange, onRemove }: TaxRateEditorProps) {
  const id = useId();
  const regions = TAX_REGIONS[rate.country];
  const title = `Tax rate ${number}`;
  const countryError = errorOf('country');
  const regionError = errorOf('region');
  return (
    <fieldset className="zone-card__fields" aria-label={title}>
      <div className="zone-card__head">
        <h3 className="zone-card__title">{title}</h3>
        <button
          type="button"
          className="admin-link-button admin-link-button--danger"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> {title}</span>
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          Country
        </label>
        <select
          id={`${id}-country`}
          value={rate.country}
          aria-invalid={countryError ? true : undefined}
          onChange={(event) => onChange({ ...rate, country: event.target.value, region: '' })}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError && <span className="field__error">{countryError}</span>}
      </div>
      {regions && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-region`}>
            {rate.country === 'US' ? 'State' : 'Province'}
          </label>
          <select
            id={`${id}-region`}
            value={rate.region}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? `${id}-region-error` : undefined}
            onChange={(event) => onChange({ ...rate, region: event.target.value })}
          >
            <option value="">The whole country</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
          {regionError && (
            <span id={`${id}-region-error`} className="field__error">
              {regionError}
            </span>
          )}
        </div>
      )}
      {!regions && regionError && <span className="field__error">{regionError}</span>}
      <SettingsField
        label="Rate (%)"
        required
        inputMode="decimal"
        placeholder="7.25"
        value={rate.rate}
        error={errorOf('ratePercent')}
        onChange={(text) => onChange({ ...rate, rate: text })}
      />
      <SettingsField
        label="Tax name"
        required
        placeholder="Sales tax"
        hint="As the order shows it: Sales tax, VAT, GST."
        value={rate.name}
        error={errorOf('name')}
        onChange={(name) => onChange({ ...rate, name })}
      />
    </fieldset>
  );
}
