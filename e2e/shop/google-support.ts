// Google, the one outer edge of the Google sign-in flow, played by the test: a key pair whose
// public half a local JWKS server publishes (the site's GOOGLE_JWKS_URL), ID tokens signed with
// its private half, and a stand-in for Google's GSI script that a page gets instead of
// https://accounts.google.com/gsi/client. Everything from there on (the login page,
// @react-oauth/google, the API's token check, the accounts) is the real site.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { Page } from 'playwright-core';

export const GOOGLE_CLIENT_ID = 'kawaii-e2e.apps.googleusercontent.com';
const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const KEY_ID = 'kawaii-e2e-key';

export interface GoogleAccount {
  subject: string;
  email: string;
  name: string;
}

export interface FakeGoogle {
  /** Where the site's server fetches the public key (GOOGLE_JWKS_URL). */
  jwksUrl: string;
  /** An ID token shaped like Google's for the account; `claims` override the genuine ones. */
  idToken(account: GoogleAccount, claims?: JWTPayload): Promise<string>;
  stop(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    idToken: (account, claims = {}) => signIdToken(privateKey, account, claims),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signIdToken(key: CryptoKey, account: GoogleAccount, claims: JWTPayload) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    sub: account.subject,
    email: account.email,
    email_verified: true,
    name: account.name,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .sign(key);
}

/** What the stand-in script saw the page do, kept on window for the test to read. */
export interface GoogleScriptLog {
  /** client_id of every google.accounts.id.initialize call. */
  clientIds: string[];
  /** The `text` option of every renderButton call ('signin_with', 'signup_with'). */
  buttonTexts: string[];
}

/**
 * Serves the page a stand-in for Google's script: just the google.accounts.id calls
 * @react-oauth/google makes. Its button, when clicked, answers the initialize callback with
 * `credential`, as Google's does after the shopper picks an account.
 */
export async function serveGoogleScript(page: Page, credential: string): Promise<void> {
  await page.route(GOOGLE_SCRIPT_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: FAKE_GOOGLE_IDENTITY_SERVICES.replace('__CREDENTIAL__', () =>
        JSON.stringify(credential),
      ),
    }),
  );
}

/** Google's script cannot be reached (blocked, offline). */
export async function failGoogleScript(page: Page): Promise<void> {
  await page.route(GOOGLE_SCRIPT_URL, (route) => route.abort('connectionrefused'));
}

export function googleScriptLog(page: Page): Promise<GoogleScriptLog> {
  return page.evaluate(() => (window as { googleScriptLog?: GoogleScriptLog }).googleScriptLog!);
}

// Plain JavaScript run in the page (not a serialised TypeScript function, which the test
// transform may decorate with helpers the page lacks). __CREDENTIAL__ becomes a JSON string.
const FAKE_GOOGLE_IDENTITY_SERVICES = `
(() => {
  const credential = __CREDENTIAL__;
  const wording = {
    signin_with: 'Sign in with Google',
    signup_with: 'Sign up with Google',
    continue_with: 'Continue with Google',
  };
  const log = { clientIds: [], buttonTexts: [] };
  let config = null;
  window.googleScriptLog = log;
  window.google = {
    accounts: {
      id: {
        initialize(next) {
          config = next;
          log.clientIds.push(next.client_id);
        },
        renderButton(parent, options) {
          log.buttonTexts.push(options.text);
          const button = document.createElement('div');
          button.setAttribute('role', 'button');
          button.tabIndex = 0;
          button.textContent = wording[options.text] || 'Sign in with Google';
          button.style.width = (options.width || 200) + 'px';
          button.style.height = '40px';
          button.addEventListener('click', () =>
            config.callback({ credential, select_by: 'btn', clientId: config.client_id }),
          );
          parent.replaceChildren(button);
        },
        prompt() {},
        cancel() {},
        disableAutoSelect() {},
      },
    },
  };
})();
`;
