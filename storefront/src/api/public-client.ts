// The module the browser's PublicApi loads on demand (http-public-api.ts): the typed public client
// with every operation's wire declaration behind it.

export { createPublicApiClient } from '@kawaii/shared';
