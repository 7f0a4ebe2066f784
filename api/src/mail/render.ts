// Every email's two parts from one description: a plain-text part any client can show, and a
// kawaii HTML part (inline styles and tables only, as email clients ignore style sheets).

import { HIDDEN_LINK_NOTE, hiddenLinkHtml } from '@kawaii/shared';

export type EmailBlock =
  | { type: 'text'; text: string }
  /**
   * A pink pill link; the text part prints the label and the address. `signsIn` marks a link
   * that signs its recipient in: staff's copy shows a note instead of it.
   */
  | { type: 'button'; label: string; url: string; signsIn?: boolean }
  /** Label/value lines, e.g. order items and totals; `strong` marks a total. */
  | { type: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A boxed note with a title, e.g. the Zelle instructions or the tracking number. */
  | { type: 'callout'; title: string; lines: string[] }
  /** One of the shop's things (a product, an artwork, a post): picture, title, a line, a link. */
  | { type: 'card'; title: string; line: string; url: string; imageUrl: string | null }
  /** Small print at the end, e.g. why the mail came and how to stop it, with its link. */
  | { type: 'footnote'; text: string; link: { label: string; url: string } | null };

export interface EmailContent {
  subject: string;
  /** The first line of the message, e.g. "Thank you for your order, Mia!" */
  heading: string;
  blocks: EmailBlock[];
  /** Signs the message ("With love, {shopName}"). */
  shopName: string;
}

export interface RenderedEmail {
  subject: string;
  /** As delivered to the recipient. */
  text: string;
  html: string;
  /** What staff may read, when it differs: every sign-in link replaced by a note. */
  staffCopy?: { text: string; html: string };
}

// Dark enough for 4.5:1 contrast on white and on the soft pink (WCAG AA for small text).
const PINK = '#c2185b';
const SOFT_PINK = '#fff0f6';
const BORDER = '#ffc2dc';
const INK = '#4a3341';
const FONT = "'Trebuchet MS', 'Nunito', Arial, sans-serif";

export function renderEmail(content: EmailContent): RenderedEmail {
  const rendered = {
    subject: content.subject,
    text: renderText(content, false),
    html: renderHtml(content, false),
  };
  const signsIn = content.blocks.some((block) => block.type === 'button' && block.signsIn);
  if (!signsIn) return rendered;
  return {
    ...rendered,
    staffCopy: { text: renderText(content, true), html: renderHtml(content, true) },
  };
}

function renderText({ heading, blocks, shopName }: EmailContent, forStaff: boolean): string {
  const parts = [heading];
  for (const block of blocks) {
    if (block.type === 'text') parts.push(block.text);
    if (block.type === 'button') {
      const hidden = forStaff && block.signsIn;
      parts.push(`${block.label}: ${hidden ? `(${HIDDEN_LINK_NOTE})` : block.url}`);
    }
    if (block.type === 'rows') {
      parts.push(block.rows.map((row) => `${row.label}: ${row.value}`).join('\n'));
    }
    if (block.type === 'callout') parts.push([`${block.title}`, ...block.lines].join('\n'));
    if (block.type === 'card')
      parts.push([block.title, block.line, block.url].filter(Boolean).join('\n'));
  }
  for (const block of blocks) {
    if (block.type === 'footnote') {
      parts.push(
        '--',
        block.link ? `${block.text}\n${block.link.label}: ${block.link.url}` : block.text,
      );
    }
  }
  const signature = `With love,\n${shopName}`;
  const footnoteAt = parts.indexOf('--');
  if (footnoteAt === -1) parts.push(signature);
  else parts.splice(footnoteAt, 0, signature);
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(
  { subject, heading, blocks, shopName }: EmailContent,
  forStaff: boolean,
): string {
  const body = blocks
    .filter((block) => block.type !== 'footnote')
    .map((block) => renderBlock(block, forStaff))
    .join('\n');
  const footnotes = blocks
    .filter((block) => block.type === 'footnote')
    .map((block) => renderBlock(block, forStaff))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${SOFT_PINK};font-family:${FONT};color:${INK};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SOFT_PINK};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:3px solid ${BORDER};border-radius:24px;">
<tr><td style="padding:20px 28px 0;text-align:center;font-size:14px;letter-spacing:2px;color:${PINK};">&#10047; ${escapeHtml(shopName)} &#10047;</td></tr>
<tr><td style="padding:12px 28px 4px;"><h1 style="margin:0;font-size:24px;line-height:1.3;color:${PINK};">${escapeHtml(heading)}</h1></td></tr>
${body}
<tr><td style="padding:16px 28px 24px;font-size:15px;line-height:1.5;">With love,<br><strong>${escapeHtml(shopName)}</strong> &#9825;</td></tr>
</table>
${footnotes}
</td></tr>
</table>
</body>
</html>
`;
}

function renderBlock(block: EmailBlock, forStaff: boolean): string {
  const cell = (inner: string) => `<tr><td style="padding:8px 28px;">${inner}</td></tr>`;
  switch (block.type) {
    case 'text':
      return cell(
        `<p style="margin:0;font-size:15px;line-height:1.6;">${escapeHtml(block.text)}</p>`,
      );
    case 'button':
      if (forStaff && block.signsIn) return cell(hiddenLinkHtml(escapeHtml(block.label)));
      return cell(
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${PINK};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a>`,
      );
    case 'rows':
      return cell(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;">${block.rows
          .map((row) => {
            const weight = row.strong ? 'font-weight:bold;' : '';
            const line = row.strong ? `border-top:2px dashed ${BORDER};` : '';
            return `<tr><td style="padding:6px 0;${weight}${line}">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;white-space:nowrap;${weight}${line}">${escapeHtml(row.value)}</td></tr>`;
          })
          .join('')}</table>`,
      );
    case 'callout':
      return cell(
        `<div style="background:${SOFT_PINK};border:2px dashed ${BORDER};border-radius:16px;padding:12px 16px;font-size:15px;line-height:1.6;"><strong style="color:${PINK};">${escapeHtml(block.title)}</strong>${block.lines
          .map((line) => `<br>${escapeHtml(line)}`)
          .join('')}</div>`,
      );
    case 'card':
      return cell(
        `<a href="${escapeHtml(block.url)}" style="display:block;text-decoration:none;color:${INK};border:2px solid ${BORDER};border-radius:16px;overflow:hidden;">${
          block.imageUrl
            ? `<img src="${escapeHtml(block.imageUrl)}" alt="${escapeHtml(block.title)}" width="500" style="display:block;width:100%;height:auto;border:0;">`
            : ''
        }<span style="display:block;padding:10px 14px;font-size:16px;font-weight:bold;color:${PINK};">${escapeHtml(block.title)}</span>${
          block.line
            ? `<span style="display:block;padding:0 14px 12px;font-size:14px;">${escapeHtml(block.line)}</span>`
            : ''
        }</a>`,
      );
    case 'footnote':
      return `<p style="max-width:560px;margin:12px auto 0;font-size:12px;line-height:1.5;color:${INK};text-align:center;">${escapeHtml(block.text)}${
        block.link
          ? ` <a href="${escapeHtml(block.link.url)}" style="color:${PINK};">${escapeHtml(block.link.label)}</a>`
          : ''
      }</p>`;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
