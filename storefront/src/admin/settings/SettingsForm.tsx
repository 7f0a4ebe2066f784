import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SettingsInput, ShopSettings } from '@kawaii/shared';
import { ConflictDialog } from '../conflict/ConflictDialog.tsx';
import { revealFirstProblem } from '../forms/reveal-problem.ts';
import { useReportChanges } from '../shell/unsaved-changes.tsx';
import {
  checkSettings,
  settingsValuesOf,
  SOCIAL_FIELDS,
  type SettingsValues,
} from './settings-form.ts';
import { LayawayField } from './LayawayField.tsx';
import { RewardItemField } from './RewardItemField.tsx';
import { SettingsField } from './SettingsField.tsx';
import { ShippingZonesField } from './ShippingZonesField.tsx';
import { TaxField } from './TaxField.tsx';
import type { SaveOutcome, SettingsConflict } from './use-settings-editor.ts';

interface SettingsFormProps {
  initial: ShopSettings;
  save: (input: SettingsInput) => Promise<SaveOutcome>;
}

export function SettingsForm({ initial, save }: SettingsFormProps) {
  // The version the values were loaded from: a save checks it against the stored one.
  const [version, setVersion] = useState(initial.version);
  // The values as saved: what the form holds differs from them until the next save.
  const [savedValues, setSavedValues] = useState(() => settingsValuesOf(initial));
  const [values, setValues] = useState(savedValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SettingsConflict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useReportChanges(JSON.stringify(values) !== JSON.stringify(savedValues));
  // A refused save brings its reason into view: the first marked field, else the message.
  useEffect(() => {
    if (formError !== null) revealFirstProblem(formRef.current);
  }, [formError, errors]);

  function edit(change: (values: SettingsValues) => SettingsValues) {
    setValues(change);
    setNotice(null);
  }

  function showSaved(settings: ShopSettings, message: string) {
    setVersion(settings.version);
    setSavedValues(settingsValuesOf(settings));
    setValues(settingsValuesOf(settings));
    setErrors({});
    setFormError(null);
    setNotice(message);
  }

  async function submit(input: SettingsInput) {
    setSaving(true);
    setNotice(null);
    setFormError(null);
    const outcome = await save(input);
    setSaving(false);
    if (outcome.kind === 'saved') showSaved(outcome.settings, 'Settings saved');
    else if (outcome.kind === 'conflict') setConflict(outcome.conflict);
    else {
      setErrors(outcome.fieldErrors);
      setFormError(outcome.message);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkSettings(values, version);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError('Please fix the fields marked below.');
      return;
    }
    void submit(check.input);
  }

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={onSubmit}>
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1} data-form-alert>
          {formError}
        </p>
      )}

      <fieldset className="settings-form__group">
        <legend>Shop</legend>
        <SettingsField
          label="Shop name"
          required
          value={values.shopName}
          error={errors['shopName']}
          onChange={(shopName) => edit((values) => ({ ...values, shopName }))}
        />
        <SettingsField
          label="Contact email"
          type="email"
          required
          autoComplete="email"
          value={values.contactEmail}
          error={errors['contactEmail']}
          onChange={(contactEmail) => edit((values) => ({ ...values, contactEmail }))}
        />
        <SettingsField
          label="About text"
          multiline
          hint="Shown in the footer of every page."
          value={values.aboutText}
          error={errors['aboutText']}
          onChange={(aboutText) => edit((values) => ({ ...values, aboutText }))}
        />
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Zelle payments</legend>
        <p className="settings-form__note">Shoppers see these at checkout to send their payment.</p>
        <SettingsField
          label="Zelle phone"
          type="tel"
          required
          value={values.zelle.phone}
          error={errors['zelle.phone']}
          onChange={(phone) => edit((values) => ({ ...values, zelle: { ...values.zelle, phone } }))}
        />
        <SettingsField
          label="Zelle payee name"
          required
          value={values.zelle.name}
          error={errors['zelle.name']}
          onChange={(name) => edit((values) => ({ ...values, zelle: { ...values.zelle, name } }))}
        />
        <SettingsField
          label="Unpaid orders expire after (hours)"
          required
          inputMode="numeric"
          hint="Then the order is cancelled as expired and its stock goes back on sale."
          value={values.unpaidOrderHours}
          error={errors['unpaidOrderHours']}
          onChange={(unpaidOrderHours) => edit((values) => ({ ...values, unpaidOrderHours }))}
        />
        <SettingsField
          label="Low stock alert at"
          required
          inputMode="numeric"
          hint="When a sale leaves this many or fewer, the contact email gets one mail listing what runs low. A product may set its own."
          value={values.lowStockThreshold}
          error={errors['lowStockThreshold']}
          onChange={(lowStockThreshold) => edit((values) => ({ ...values, lowStockThreshold }))}
        />
      </fieldset>

      <fieldset className="settings-form__group settings-form__group--wide">
        <legend>Shipping zones</legend>
        <p className="settings-form__note">
          Each zone has a flat rate per order; checkout uses the zone of the shopper's country.
        </p>
        <ShippingZonesField
          zones={values.shippingZones}
          errors={errors}
          onChange={(shippingZones) => edit((values) => ({ ...values, shippingZones }))}
        />
      </fieldset>

      <fieldset className="settings-form__group settings-form__group--wide">
        <legend>Layaway</legend>
        <p className="settings-form__note">
          Buyers pay in instalments; their items are held until the last one, and the order ships
          once paid in full.
        </p>
        <LayawayField
          layaway={values.layaway}
          errors={errors}
          onChange={(layaway) => edit((values) => ({ ...values, layaway }))}
        />
      </fieldset>

      <fieldset className="settings-form__group settings-form__group--wide">
        <legend>Taxes</legend>
        <p className="settings-form__note">
          Checkout adds the tax of the shopper's state, province or country once the address is
          known: a state's or province's rate before its country's.
        </p>
        <TaxField
          tax={values.tax}
          errors={errors}
          onChange={(tax) => edit((values) => ({ ...values, tax }))}
        />
      </fieldset>

      <fieldset className="settings-form__group settings-form__group--social">
        <legend>Social links</legend>
        <p className="settings-form__note">A handle such as @momo, or a full link.</p>
        {SOCIAL_FIELDS.map(({ network, label }) => (
          <SettingsField
            key={network}
            label={label}
            placeholder="@username"
            value={values.social[network]}
            error={errors[`social.${network}`]}
            onChange={(handle) =>
              edit((values) => ({ ...values, social: { ...values.social, [network]: handle } }))
            }
          />
        ))}
      </fieldset>

      <fieldset className="settings-form__group settings-form__group--wide">
        <legend>Reward points</legend>
        <p className="settings-form__note">
          Customers redeem 500 points for $5 off and 300 for free shipping; choose what 2000 points
          give.
        </p>
        <RewardItemField
          value={values.rewardItemProductId}
          error={errors['rewardItemProductId']}
          onChange={(rewardItemProductId) => edit((values) => ({ ...values, rewardItemProductId }))}
        />
      </fieldset>

      <div className="settings-form__footer">
        <button type="submit" className="button button--primary button--large" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
        <p className="settings-form__saved" role="status">
          {notice}
        </p>
      </div>

      {conflict && (
        <ConflictDialog
          title="Shop settings"
          mine={conflict.mine}
          current={{ ...conflict.current }}
          onReload={() => {
            setConflict(null);
            showSaved(conflict.current, 'Loaded the saved settings');
          }}
          onOverwrite={() => {
            setConflict(null);
            void submit({ ...conflict.mine, version: conflict.current.version });
          }}
          onCancel={() => setConflict(null)}
        />
      )}
    </form>
  );
}
