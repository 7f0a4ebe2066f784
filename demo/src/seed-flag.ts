/** SEED_DEMO: unset or empty means seed; anything else must read clearly as true or false. */
export function readSeedFlag(value: string | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`SEED_DEMO must be true or false, got "${value}"`);
}
