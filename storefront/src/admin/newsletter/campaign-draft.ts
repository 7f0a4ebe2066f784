// What the campaign editor keeps on this computer until its save goes through. On the website a
// save goes straight to the shop, so a draft written while the shop cannot be reached (a browser
// whose connection dropped) would be lost with the window. Instead every change is kept here, per
// campaign (a new one under its own key), and offered again when the editor opens; a save that
// went through forgets it. (In the studio a save always goes through: its own database keeps the
// draft and syncs it.)

import type { CampaignBlock } from '@kawaii/shared';

export interface KeptCampaignDraft {
  subject: string;
  text: string;
  blocks: CampaignBlock[];
  /** When it was last changed, ISO 8601. */
  keptAt: string;
}

const KEY_PREFIX = 'kawaii:campaign-draft:';
const NEW_CAMPAIGN = 'new';

const keyOf = (campaignId: string | null) => `${KEY_PREFIX}${campaignId ?? NEW_CAMPAIGN}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a private window's policy): drafts are then not kept, nothing breaks.
    return null;
  }
}

function isBlock(value: unknown): value is CampaignBlock {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  return (kind === 'product' || kind === 'artwork' || kind === 'post') && typeof id === 'string';
}

/** The draft kept for a campaign (null: a new one), or null when none is kept or it is unreadable. */
export function readCampaignDraft(campaignId: string | null): KeptCampaignDraft | null {
  const raw = storage()?.getItem(keyOf(campaignId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KeptCampaignDraft>;
    if (
      typeof value.subject !== 'string' ||
      typeof value.text !== 'string' ||
      typeof value.keptAt !== 'string' ||
      !Array.isArray(value.blocks) ||
      !value.blocks.every(isBlock)
    ) {
      return null;
    }
    return {
      subject: value.subject,
      text: value.text,
      blocks: value.blocks,
      keptAt: value.keptAt,
    };
  } catch {
    return null;
  }
}

export function keepCampaignDraft(
  campaignId: string | null,
  draft: Omit<KeptCampaignDraft, 'keptAt'>,
  now: Date = new Date(),
): void {
  try {
    storage()?.setItem(
      keyOf(campaignId),
      JSON.stringify({ ...draft, keptAt: now.toISOString() } satisfies KeptCampaignDraft),
    );
  } catch {
    // Storage full or refused: the draft stays on screen; nothing else to do.
  }
}

export function forgetCampaignDraft(campaignId: string | null): void {
  storage()?.removeItem(keyOf(campaignId));
}

/** Whether the draft on screen differs from what the shop holds (null: nothing saved yet). */
export function differsFromSaved(
  draft: Omit<KeptCampaignDraft, 'keptAt'>,
  saved: Omit<KeptCampaignDraft, 'keptAt'> | null,
): boolean {
  if (!saved) return draft.subject !== '' || draft.text !== '' || draft.blocks.length > 0;
  return (
    draft.subject !== saved.subject ||
    draft.text !== saved.text ||
    JSON.stringify(draft.blocks) !== JSON.stringify(saved.blocks)
  );
}
