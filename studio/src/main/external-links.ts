// Links that leave the studio open in the user's browser or mail client, never inside the
// app's window. Only these schemes are handed to the OS: `file:`, `javascript:` or custom
// protocol handlers could run code or open local files.

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function isSafeExternalUrl(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}
