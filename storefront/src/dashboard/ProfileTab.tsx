import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  fieldErrors,
  profileUpdateSchema,
  shippingAddressSchema,
  type Achievement,
  type ProfileUpdate,
  type ShippingAddress,
  type User,
} from '@kawaii/shared';
import { updateProfile } from '../api/account-api.ts';
import { EMPTY_ADDRESS, type AddressField } from '../cart/checkout-draft.ts';
import { ShippingAddressFields } from '../cart/ShippingAddressFields.tsx';
import { fieldMessages } from '../ui/field-messages.tsx';
import { NewsletterSignup } from '../newsletter/NewsletterSignup.tsx';
import type { Dashboard } from './use-dashboard.ts';
import { achievementSymbol } from './achievement-icons.ts';
import '../cart/form-fields.css';

/** How long a newly unlocked achievement is celebrated. */
export const ACHIEVEMENT_NOTICE_MS = 3000;

type ProfileField = Exclude<keyof ProfileUpdate, 'address' | 'shippingAddress'>;

const FIELDS: {
  name: ProfileField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
  required?: boolean;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'instagram',
    label: 'Instagram',
    type: 'text',
    autoComplete: 'off',
    placeholder: '@username',
  },
  {
    name: 'twitter',
    label: 'Twitter',
    type: 'text',
    autoComplete: 'off',
    placeholder: '@username',
  },
];

type Outcome = { kind: 'saved' } | { kind: 'failed'; reason: string | null };

function formOf(user: User): Record<ProfileField, string> {
  const { name, email, phone, instagram, twitter } = user;
  return { name, email, phone, instagram, twitter };
}

function addressOf(user: User): ShippingAddress {
  return { ...EMPTY_ADDRESS, ...user.shippingAddress };
}

/** Every field blank: the customer keeps no address (null); otherwise it must be whole. */
function isBlank(address: ShippingAddress): boolean {
  return Object.values(address).every((value) => value.trim() === '');
}

/** 'Profile Settings' (PUT /api/user/profile); a save may unlock achievements. */
export function ProfileTab({
  user,
  token,
  dashboard,
}: {
  user: User;
  token: string;
  dashboard: Dashboard;
}) {
  const [form, setForm] = useState(() => formOf(user));
  const [address, setAddress] = useState(() => addressOf(user));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [addressErrors, setAddressErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [unlocked, setUnlocked] = useState<Achievement[]>([]);
  const id = useId();
  const { idOf, described, errorOf } = fieldMessages(id, errors);
  const { showUser, reloadAchievements } = dashboard;
  // A save answers the new user, which the dashboard's cache and the session take at once.
  const saveProfile = useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(fetch, token, update),
    onSuccess: (saved) => showUser(saved.user),
  });
  const saving = saveProfile.isPending;

  // The notice stays 3 seconds; then the achievements are read again.
  useEffect(() => {
    if (unlocked.length === 0) return;
    const timer = setTimeout(() => {
      setUnlocked([]);
      void reloadAchievements();
    }, ACHIEVEMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [unlocked, reloadAchievements]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse(form);
    const shipTo = isBlank(address) ? null : shippingAddressSchema.safeParse(address);
    if (!parsed.success || (shipTo && !shipTo.success)) {
      setErrors(parsed.success ? {} : fieldErrors(parsed.error));
      setAddressErrors(shipTo && !shipTo.success ? fieldErrors(shipTo.error) : {});
      setOutcome(null);
      return;
    }
    setAddressErrors({});
    setErrors({});
    setOutcome(null);
    try {
      const saved = await saveProfile.mutateAsync({
        ...parsed.data,
        shippingAddress: shipTo ? shipTo.data : null,
      });
      setForm(formOf(saved.user));
      setAddress(addressOf(saved.user));
      setOutcome({ kind: 'saved' });
      setUnlocked(saved.unlockedAchievements);
    } catch (error) {
      setOutcome({ kind: 'failed', reason: error instanceof Error ? error.message : null });
    }
  }

  return (
    <section aria-labelledby="profile-settings">
      <h2 id="profile-settings" className="dashboard__title">
        Profile Settings
      </h2>
      <div role="status" className="achievement-notice-region">
        {unlocked.map((achievement) => (
          <p key={achievement.id} className="achievement-notice">
            <span className="achievement-notice__icon" aria-hidden="true">
              {achievementSymbol(achievement)}
            </span>
            <span>
              <strong>Achievement unlocked: {achievement.name}!</strong> +{achievement.pointsReward}{' '}
              reward points
            </span>
          </p>
        ))}
      </div>
      <div role="alert">
        {outcome?.kind === 'saved' && (
          <p className="profile-form__saved">Profile updated successfully!</p>
        )}
        {outcome?.kind === 'failed' && (
          <p className="form-error">
            Failed to update profile. Please try again.
            {outcome.reason && outcome.reason !== 'Failed to update profile' && (
              <span className="profile-form__reason">{outcome.reason}</span>
            )}
          </p>
        )}
      </div>
      <form className="profile-form" onSubmit={save} noValidate>
        {FIELDS.map((field) => {
          const readOnly = field.name === 'email' && user.isGoogleUser;
          return (
            <div key={field.name} className="field">
              <label className="field__label" htmlFor={idOf(field.name)}>
                {field.label}
                {!field.required && <span className="field__optional"> (optional)</span>}
              </label>
              <input
                {...described(field.name)}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                required={field.required}
                readOnly={readOnly}
                disabled={saving}
                value={form[field.name]}
                onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
              />
              {readOnly && (
                <span className="field__hint">Your Google account decides this email.</span>
              )}
              {field.name === 'email' && user.pendingEmail && (
                <span className="field__hint profile-form__pending">
                  We sent a link to <strong>{user.pendingEmail}</strong>. Your email changes when
                  you follow it.
                </span>
              )}
              {errorOf(field.name)}
            </div>
          );
        })}
        <ShippingAddressFields
          idPrefix={id}
          legend="Shipping address (optional)"
          address={address}
          errors={addressErrors}
          disabled={saving}
          onChange={(field, value) => setAddress({ ...address, [field]: value })}
        />
        <p className="field__hint">Saved here, it fills in the checkout for you.</p>
        <button type="submit" className="button button--primary button--large" disabled={saving}>
          {saving ? 'Saving...' : 'Save Profile'}
        </button>
      </form>
      <div className="profile-form__newsletter">
        <NewsletterSignup
          source="profile"
          defaultEmail={user.email}
          intro="Get the newsletter: new drops, restocks and news from the studio."
        />
      </div>
    </section>
  );
}
