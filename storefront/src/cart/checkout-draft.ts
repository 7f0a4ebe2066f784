// What the shopper typed into the checkout form. Kept in a store so that going 'Back' to the
// cart, or closing the panel, does not lose it.

import { create } from 'zustand';
import type { ContactType } from '@kawaii/shared';

export interface CheckoutDraft {
  /** Null until typed: a signed-in shopper's name is offered until then. */
  name: string | null;
  email: string;
  contact: string;
  contactType: ContactType;
  message: string;
}

export type DraftText = 'name' | 'email' | 'contact' | 'message';

export interface CheckoutDraftState {
  draft: CheckoutDraft;
  setText(field: DraftText, value: string): void;
  setContactType(contactType: ContactType): void;
  /** After an order: the contact details stay for next time, the message does not. */
  clearMessage(): void;
}

export const useCheckoutDraft = create<CheckoutDraftState>()((set) => ({
  draft: { name: null, email: '', contact: '', contactType: 'email', message: '' },
  setText: (field, value) => set(({ draft }) => ({ draft: { ...draft, [field]: value } })),
  setContactType: (contactType) => set(({ draft }) => ({ draft: { ...draft, contactType } })),
  clearMessage: () => set(({ draft }) => ({ draft: { ...draft, message: '' } })),
}));
