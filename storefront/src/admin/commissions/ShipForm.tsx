// Shipping a finished commission: where the parcel goes and how it is tracked. The shop makes a
// shipping order from it (the desk, the packing slip and the client's order page follow it like
// any order) and mails the tracking to the client.

import { useId, useState, type FormEvent } from 'react';
import {
  CARRIERS,
  commissionShipSchema,
  type CommissionShipInput,
  type ShippingAddress,
} from '@kawaii/shared';
import { EMPTY_ADDRESS, type AddressField } from '../../cart/checkout-draft.ts';
import { ShippingAddressFields } from '../../cart/ShippingAddressFields.tsx';
import '../../cart/form-fields.css';

export function ShipForm({
  recipient,
  busy,
  onSend,
}: {
  recipient: string;
  busy: boolean;
  onSend(shipment: CommissionShipInput): Promise<boolean>;
}) {
  const id = useId();
  const [address, setAddress] = useState<ShippingAddress>({ ...EMPTY_ADDRESS, name: recipient });
  const [carrier, setCarrier] = useState<string>(CARRIERS[0].name);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = commissionShipSchema.safeParse({
      shippingAddress: address,
      carrier,
      trackingNumber,
      note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path.at(-1)), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    await onSend(parsed.data);
  }

  return (
    <form className="commission-step__form" onSubmit={(event) => void send(event)} noValidate>
      <ShippingAddressFields
        idPrefix={id}
        address={address}
        errors={errors as Partial<Record<AddressField, string>>}
        disabled={busy}
        onChange={(field, value) => setAddress({ ...address, [field]: value })}
      />
      <label className="field">
        <span className="field__label">Carrier</span>
        <select value={carrier} onChange={(event) => setCarrier(event.target.value)}>
          {CARRIERS.map((option) => (
            <option key={option.id}>{option.name}</option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Tracking number</span>
        <input
          value={trackingNumber}
          aria-invalid={errors['trackingNumber'] ? true : undefined}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        {errors['trackingNumber'] && (
          <span className="field__error">{errors['trackingNumber']}</span>
        )}
      </label>
      <label className="field">
        <span className="field__label">Note for the client (optional)</span>
        <textarea value={note} rows={2} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        Ship and send the tracking
      </button>
    </form>
  );
}
