// The "Ship to" fields of the checkout and the profile: recipient, street, city, region, postal
// code and the country from the list (at checkout the country decides the zone and rate).

import { COUNTRIES, type ShippingAddress } from '@kawaii/shared';
import { fieldMessages } from '../ui/field-messages.tsx';
import type { AddressField } from './checkout-draft.ts';

interface ShippingAddressFieldsProps {
  idPrefix: string;
  legend?: string;
  address: ShippingAddress;
  errors: Partial<Record<AddressField, string>>;
  disabled: boolean;
  onChange(field: AddressField, value: string): void;
}

const TEXT_FIELDS: {
  field: Exclude<AddressField, 'country'>;
  label: string;
  autoComplete: string;
  optional?: boolean;
}[] = [
  { field: 'name', label: 'Recipient', autoComplete: 'shipping name' },
  { field: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1' },
  {
    field: 'line2',
    label: 'Address line 2',
    autoComplete: 'shipping address-line2',
    optional: true,
  },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  {
    field: 'region',
    label: 'State / region',
    autoComplete: 'shipping address-level1',
    optional: true,
  },
  { field: 'postalCode', label: 'Postal code', autoComplete: 'shipping postal-code' },
];

export function ShippingAddressFields({
  idPrefix,
  legend = 'Ship to',
  address,
  errors,
  disabled,
  onChange,
}: ShippingAddressFieldsProps) {
  const { idOf, described, errorOf } = fieldMessages(`${idPrefix}-address`, errors);

  return (
    <fieldset className="checkout-form__address">
      <legend className="field__label">{legend}</legend>
      <div className="field">
        <label className="field__label" htmlFor={idOf('country')}>
          Country
        </label>
        <select
          {...described('country')}
          name="shippingAddress.country"
          autoComplete="shipping country"
          value={address.country}
          disabled={disabled}
          onChange={(event) => onChange('country', event.target.value)}
        >
          <option value="">Choose your country</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errorOf('country')}
      </div>
      {TEXT_FIELDS.map(({ field, label, autoComplete, optional }) => (
        <div className="field" key={field}>
          <label className="field__label" htmlFor={idOf(field)}>
            {label} {optional && <span className="field__optional">(optional)</span>}
          </label>
          <input
            {...described(field)}
            name={`shippingAddress.${field}`}
            type="text"
            autoComplete={autoComplete}
            required={!optional}
            value={address[field]}
            disabled={disabled}
            onChange={(event) => onChange(field, event.target.value)}
          />
          {errorOf(field)}
        </div>
      ))}
    </fieldset>
  );
}
