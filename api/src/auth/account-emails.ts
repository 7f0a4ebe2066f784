// What the shop writes to prove an address or to reset a password. Pure: each function renders
// one email; `account-links.ts` queues them inside the change's transaction.

import { renderEmail, type RenderedEmail } from '../mail/render.ts';

interface LinkEmailFacts {
  name: string;
  url: string;
  shopName: string;
}

/** To a new account's address: follow the link to prove it (and collect the welcome bonus). */
export function verifyEmailEmail({ name, url, shopName }: LinkEmailFacts): RenderedEmail {
  return renderEmail({
    subject: 'Please verify your email',
    heading: `Welcome, ${name}!`,
    shopName,
    blocks: [
      {
        type: 'text',
        text: `Thank you for joining ${shopName}! Please confirm this is your email address. Your welcome bonus of reward points is waiting for you.`,
      },
      { type: 'button', label: 'Verify my email', url, signsIn: true },
      { type: 'text', text: 'The link works once, for 48 hours.' },
      {
        type: 'text',
        text: 'If you did not create an account, you can ignore this email.',
      },
    ],
  });
}

/** To a requested new address: nothing changes until the link is followed. */
export function confirmNewEmailEmail({ name, url, shopName }: LinkEmailFacts): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your new email',
    heading: `Hi ${name}!`,
    shopName,
    blocks: [
      {
        type: 'text',
        text: `You asked to use this address for your ${shopName} account. Your email changes as soon as you confirm it.`,
      },
      { type: 'button', label: 'Confirm my new email', url, signsIn: true },
      { type: 'text', text: 'The link works once, for 48 hours.' },
      {
        type: 'text',
        text: 'If you did not ask for this, ignore this email and nothing will change.',
      },
    ],
  });
}

/** "Forgot password?": a link to choose a new password. */
export function resetPasswordEmail({ name, url, shopName }: LinkEmailFacts): RenderedEmail {
  return renderEmail({
    subject: 'Reset your password',
    heading: `Hi ${name}!`,
    shopName,
    blocks: [
      {
        type: 'text',
        text: 'Someone (we hope you!) asked to reset the password of your account. Choose a new one here:',
      },
      { type: 'button', label: 'Choose a new password', url, signsIn: true },
      {
        type: 'text',
        text: 'The link works once, for one hour. Setting a new password signs you out on every other device.',
      },
      {
        type: 'text',
        text: 'If you did not ask for this, ignore this email: your password stays as it is.',
      },
    ],
  });
}

/** To an account that Google sign-in joined by its address: who can sign in now. */
export function googleLinkedEmail({
  name,
  shopName,
  passwordRemoved,
}: {
  name: string;
  shopName: string;
  passwordRemoved: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: 'Google sign-in was linked to your account',
    heading: `Hi ${name}!`,
    shopName,
    blocks: [
      {
        type: 'text',
        text: `Someone signed in to ${shopName} with the Google account of this address, so Google now signs this account in. Every other device was signed out.`,
      },
      ...(passwordRemoved
        ? [
            {
              type: 'text' as const,
              text: 'The account\'s password was removed, as it may have been chosen before this address was proven. To have one again, use "Forgot password?" on the sign-in page.',
            },
          ]
        : []),
      {
        type: 'text',
        text: 'If this was not you, reset your Google password and write to us.',
      },
    ],
  });
}
