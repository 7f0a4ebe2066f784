// What the shopper typed into the checkout form. Kept in a store so that going 'Back' to the
// cart, or closing the panel, does not lose it; dropped when the account signed in ends (a
// sign-out, or another account signing in), so the next customer never sees it.

import { create } from 'zustand';
import type { ContactType, ShippingAddress } from '@kawaii/shared';
import { forgetOnAccountChange } from '../stores/session.ts';

export interface CheckoutDraft {
  /** Null until typed: a signed-in shopper's name is offered until then. */
  name: string | null;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
  /** Where the parcel goes; filled from a signed-in shopper's profile until they type. */
  address: ShippingAddress;
  addressTouched: boolean;
}

export type AddressField = keyof ShippingAddress;

export const EMPTY_ADDRESS: ShippingAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

export type DraftText = 'name' | 'email' | 'contact' | 'message';

export interface CheckoutDraftState {
  draft: CheckoutDraft;
  setText(field: DraftText, value: string): void;
  setContactType(contactType: ContactType): void;
  setAddress(address: ShippingAddress): void;
  setAddressField(field: AddressField, value: string): void;
  /** After an order: the contact details stay for next time, the message does not. */
  clearMessage(): void;
}

const EMPTY_DRAFT: CheckoutDraft = {
  name: null,
  email: '',
  contact: '',
  contactType: 'email',
  message: '',
  address: EMPTY_ADDRESS,
  addressTouched: false,
};

export const useCheckoutDraft = create<CheckoutDraftState>()((set) => ({
  draft: EMPTY_DRAFT,
  setText: (field, value) => set(({ draft }) => ({ draft: { ...draft, [field]: value } })),
  setContactType: (contactType) => set(({ draft }) => ({ draft: { ...draft, contactType } })),
  setAddress: (address) => set(({ draft }) => ({ draft: { ...draft, address } })),
  setAddressField: (field, value) =>
    set(({ draft }) => ({
      draft: { ...draft, address: { ...draft.address, [field]: value }, addressTouched: true },
    })),
  clearMessage: () => set(({ draft }) => ({ draft: { ...draft, message: '' } })),
}));

forgetOnAccountChange(() => useCheckoutDraft.setState({ draft: EMPTY_DRAFT }));
