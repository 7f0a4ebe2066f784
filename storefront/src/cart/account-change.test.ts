import { afterEach, describe, expect, it } from 'vitest';
import type { RewardCode, User } from '@kawaii/shared';
import { useSession } from '../stores/session.ts';
import { useCheckoutDraft } from './checkout-draft.ts';
import { useRewardCode } from './reward-code-store.ts';

const customer = (id: string) => ({ _id: id, name: id, role: 'user' }) as User;
const miasCode = { code: 'KAWAII-MIA-5OFF' } as RewardCode;

/** What Mia leaves in the checkout: her phone, her address, her code. */
function miaStartsCheckingOut() {
  const draft = useCheckoutDraft.getState();
  draft.setText('contact', '(555) 010-4242');
  draft.setContactType('phone');
  draft.setAddressField('line1', '12 Ribbon Street');
  useRewardCode.getState().apply(miasCode);
}

afterEach(() => {
  useSession.getState().signOut();
  useRewardCode.getState().remove();
  useCheckoutDraft.getState().setText('contact', '');
});

describe('the checkout when the account signed in ends', () => {
  it('forgets what the customer typed and the code she applied when she signs out', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    miaStartsCheckingOut();
    useSession.getState().signOut();
    expect(useCheckoutDraft.getState().draft).toMatchObject({
      contact: '',
      contactType: 'email',
      addressTouched: false,
      address: { line1: '' },
    });
    expect(useRewardCode.getState().applied).toBeNull();
  });

  it('forgets them when another customer signs in straight after', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    miaStartsCheckingOut();
    useSession.getState().signIn('token-kiki', customer('kiki'));
    expect(useCheckoutDraft.getState().draft.contact).toBe('');
    expect(useRewardCode.getState().applied).toBeNull();
  });

  it('keeps them while the same customer stays (a profile save, a new token)', () => {
    useSession.getState().signIn('token-mia', customer('mia'));
    miaStartsCheckingOut();
    useSession.getState().updateUser({ ...customer('mia'), name: 'Mia Rose' });
    useSession.getState().signIn('token-mia-2', customer('mia'));
    expect(useCheckoutDraft.getState().draft.contact).toBe('(555) 010-4242');
    expect(useRewardCode.getState().applied).toEqual(miasCode);
  });

  it('keeps what a guest typed when the guest signs in', () => {
    useCheckoutDraft.getState().setText('contact', '(555) 010-7777');
    useSession.getState().signIn('token-mia', customer('mia'));
    expect(useCheckoutDraft.getState().draft.contact).toBe('(555) 010-7777');
  });
});
