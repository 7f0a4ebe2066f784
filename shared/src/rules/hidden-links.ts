// A link that signs its recipient in (verify an address, confirm a new one, choose a new
// password) is the recipient's alone: the delivered mail keeps it, the copy staff read shows
// this note in its place.

export const HIDDEN_LINK_NOTE = 'link hidden: it signs the recipient in';

/** An address whose query carries a one-time token (`?token=` or `&token=`, raw or HTML-escaped). */
const TOKEN_URL = /https?:\/\/[^\s"'<>]*?[?&](?:amp;)?token=[^\s"'<>]*/gi;
/** An HTML link to such an address, with its label. */
const TOKEN_ANCHOR = /<a\b[^>]*\bhref="[^"]*[?&](?:amp;)?token=[^"]*"[^>]*>([\s\S]*?)<\/a>/gi;

/** A mail's plain text with every token link replaced by the note. */
export function hideSignInLinksInText(text: string): string {
  return text.replace(TOKEN_URL, `(${HIDDEN_LINK_NOTE})`);
}

/** A mail's HTML with every token link turned into its label and the note, with no address. */
export function hideSignInLinksInHtml(html: string): string {
  return html
    .replace(TOKEN_ANCHOR, (_anchor, label: string) => hiddenLinkHtml(label))
    .replace(TOKEN_URL, `(${HIDDEN_LINK_NOTE})`);
}

/** How staff see a button whose link is hidden: its label (already HTML) and the note, no address. */
export function hiddenLinkHtml(label: string): string {
  return `<span style="display:inline-block;padding:12px 24px;border-radius:999px;border:2px dashed #e0457b;color:#4a3341;font-weight:bold;">${label} (${HIDDEN_LINK_NOTE})</span>`;
}
