// The newsletter's public calls: sign up, confirm from the mail's link, and unsubscribe. Loaded
// only when a form is sent or a link's page opens, so no page's first load carries it.

import { ApiError, type NewsletterSubscription, type SubscriberStatus } from '@kawaii/shared';
import { apiClient, type Fetch } from './client.ts';

export type NewsletterOutcome =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; message: string }
  /** The server could not be reached at all. */
  | { kind: 'offline' };

async function outcomeOf(call: () => Promise<{ message: string }>): Promise<NewsletterOutcome> {
  try {
    return { kind: 'done', message: (await call()).message };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isUnreachable) return { kind: 'offline' };
    return { kind: 'refused', message: error.message };
  }
}

export function subscribeToNewsletter(
  fetchImpl: Fetch,
  subscription: NewsletterSubscription,
): Promise<NewsletterOutcome> {
  return outcomeOf(() => apiClient(fetchImpl).subscribeNewsletter({ body: subscription }));
}

export function confirmSubscription(fetchImpl: Fetch, token: string): Promise<NewsletterOutcome> {
  return outcomeOf(() => apiClient(fetchImpl).confirmNewsletter({ body: { token } }));
}

export function unsubscribe(fetchImpl: Fetch, token: string): Promise<NewsletterOutcome> {
  return outcomeOf(() => apiClient(fetchImpl).unsubscribeNewsletter({ query: { token } }));
}

/** Whom an unsubscribe link is for (the address partly hidden), or null for a link not valid. */
export async function subscriptionOf(
  fetchImpl: Fetch,
  token: string,
): Promise<{ email: string; status: SubscriberStatus } | null> {
  try {
    return await apiClient(fetchImpl).newsletterSubscription({ query: { token } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
