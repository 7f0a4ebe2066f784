// Writing a campaign: a subject, the letter's text (paragraphs split by a blank line) and cards
// of the shop's things (products, artworks, posts). Saved as a draft; from there it can be tried
// on oneself, scheduled, or sent to every confirmed subscriber. Until a save has gone through,
// what is written is also kept on this computer (campaign-draft.ts), so a campaign written while
// the shop cannot be reached survives the editor and the window closing. In the studio a save
// goes to its own database and syncs; trying, scheduling and sending still need the shop.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CAMPAIGN_BLOCKS_MAX,
  formatLocalDateTime,
  type Campaign,
  type CampaignBlock,
  type CampaignBlockKind,
} from '@kawaii/shared';
import { useAdminApi } from '../admin-api-context.tsx';
import { readFailure } from '../conflict/failure.ts';
import { useInvalidateAdminReads } from '../data/use-admin-read.ts';
import type { ChosenItem } from '../pickers/chosen-records.ts';
import { PICKER_SOURCES, type PickerKind } from '../pickers/picker-sources.ts';
import { RecordPicker } from '../pickers/RecordPicker.tsx';
import { useChosenItems } from '../pickers/use-chosen-items.ts';
import {
  differsFromSaved,
  forgetCampaignDraft,
  keepCampaignDraft,
  readCampaignDraft,
} from './campaign-draft.ts';

const KIND_LABELS: Record<CampaignBlockKind, string> = {
  product: 'Product',
  artwork: 'Artwork',
  post: 'Blog post',
};

/** The picker (and the records) each kind of card chooses from. */
const PICKED_FROM: Record<CampaignBlockKind, PickerKind> = {
  product: 'products',
  artwork: 'artworks',
  post: 'posts',
};

/** A card's title as it can be shown: a deleted record says so. */
function shownTitle(chosen: ChosenItem | undefined): string {
  if (chosen?.state === 'shown') return chosen.item.name;
  if (chosen?.state === 'missing') return '(no longer there)';
  if (chosen?.state === 'failed') return '(could not be loaded)';
  return 'Loading…';
}

interface Props {
  campaign: Campaign | null;
  onClose(): void;
}

export function CampaignEditor({ campaign, onClose }: Props) {
  const api = useAdminApi();
  const invalidate = useInvalidateAdminReads();
  const [saved, setSaved] = useState<Campaign | null>(campaign);
  // A draft kept on this computer was written after the shop's copy: it is what she wrote last.
  const [kept] = useState(() => readCampaignDraft(campaign?._id ?? null));
  const start = kept ?? campaign;
  const [subject, setSubject] = useState(start?.subject ?? '');
  const [text, setText] = useState(start?.text ?? '');
  const [blocks, setBlocks] = useState<CampaignBlock[]>(start?.blocks ?? []);
  // What the shop holds, as last sent to it (its answer may tidy the text).
  const inShop = useRef<Pick<Campaign, 'subject' | 'text' | 'blocks'> | null>(campaign);
  const [kind, setKind] = useState<CampaignBlockKind>('product');
  const [choice, setChoice] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(
    kept
      ? `Restored what you wrote on ${formatLocalDateTime(kept.keptAt)}: it is kept on this computer, not in the shop yet. Save draft to put it there.`
      : null,
  );

  useEffect(() => {
    const id = saved?._id ?? null;
    const draft = { subject, text, blocks };
    if (differsFromSaved(draft, inShop.current)) keepCampaignDraft(id, draft);
    else forgetCampaignDraft(id);
  }, [subject, text, blocks, saved]);
  const [error, setError] = useState<string | null>(null);

  // The cards' records, read by id (never the whole lists), each kind from its own list.
  const idsOf = (kind: CampaignBlockKind) =>
    blocks.filter((block) => block.kind === kind).map((block) => block.id);
  const cardRecords: Record<CampaignBlockKind, ChosenItem[]> = {
    product: useChosenItems(PICKER_SOURCES.products, idsOf('product')).chosen,
    artwork: useChosenItems(PICKER_SOURCES.artworks, idsOf('artwork')).chosen,
    post: useChosenItems(PICKER_SOURCES.posts, idsOf('post')).chosen,
  };
  const titleOf = (block: CampaignBlock) =>
    shownTitle(cardRecords[block.kind].find((chosen) => chosen.id === block.id));

  /** Saves what is on screen; answers the saved campaign, or null when it failed. */
  async function save(): Promise<Campaign | null> {
    const draft = { subject, text, blocks };
    try {
      // The version it was read at: one changed or sent elsewhere since is refused, not overwritten.
      const result = saved
        ? await api.updateCampaign(saved._id, { ...draft, version: saved.version })
        : await api.createCampaign(draft);
      inShop.current = draft;
      // A new campaign's draft was kept under "new": the shop has it now, under its id.
      if (!saved) forgetCampaignDraft(null);
      forgetCampaignDraft(result._id);
      setSaved(result);
      void invalidate('listCampaigns');
      return result;
    } catch (failure) {
      setError(readFailure(failure).message);
      if (differsFromSaved(draft, inShop.current)) {
        setNote('What you wrote is kept on this computer until the shop has it.');
      }
      return null;
    }
  }

  async function run(what: (campaign: Campaign) => Promise<string | null>) {
    setBusy(true);
    setError(null);
    setNote(null);
    const current = await save();
    if (current) {
      try {
        const message = await what(current);
        if (message) setNote(message);
      } catch (failure) {
        setError(readFailure(failure).message);
      }
    }
    setBusy(false);
  }

  const saveDraft = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => 'Draft saved.');
  };
  const sendTest = () => void run(async (current) => (await api.testCampaign(current._id)).message);
  const sendNow = () => {
    if (!window.confirm('Send this campaign to every confirmed subscriber now?')) return;
    void run(async (current) => {
      await api.sendCampaign(current._id);
      void invalidate('listCampaigns');
      onClose();
      return null;
    });
  };
  const schedule = () => {
    if (!at) return setError('Pick the day and time it should go out.');
    void run(async (current) => {
      await api.sendCampaign(current._id, new Date(at).toISOString());
      void invalidate('listCampaigns');
      onClose();
      return null;
    });
  };

  function addBlock() {
    if (!choice || blocks.length >= CAMPAIGN_BLOCKS_MAX) return;
    setBlocks([...blocks, { kind, id: choice }]);
    setChoice('');
  }

  return (
    <form className="campaign-editor" onSubmit={saveDraft} aria-label="Campaign">
      <label className="field">
        <span className="field__label">Subject</span>
        <input
          name="subject"
          value={subject}
          maxLength={150}
          required
          onChange={(event) => setSubject(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Letter</span>
        <textarea
          name="text"
          rows={7}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="field__hint">A blank line starts a new paragraph.</span>
      </label>
      <fieldset className="campaign-editor__blocks">
        <legend>Shop cards (picture, title and a link)</legend>
        {blocks.length > 0 && (
          <ol className="campaign-editor__block-list">
            {blocks.map((block, index) => (
              <li key={`${block.kind}-${block.id}-${index}`}>
                <span>
                  {KIND_LABELS[block.kind]}: <strong>{titleOf(block)}</strong>
                </span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setBlocks(blocks.filter((_, at) => at !== index))}
                  aria-label={`Remove ${titleOf(block)}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className="campaign-editor__add">
          <select
            aria-label="Kind of card"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CampaignBlockKind);
              setChoice('');
            }}
          >
            {(Object.keys(KIND_LABELS) as CampaignBlockKind[]).map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
          <RecordPicker
            key={kind}
            kind={PICKED_FROM[kind]}
            single
            label="Which one"
            value={choice ? [choice] : []}
            onValue={(ids) => setChoice(ids[0] ?? '')}
          />
          <button
            type="button"
            className="button button--soft"
            disabled={!choice || blocks.length >= CAMPAIGN_BLOCKS_MAX}
            onClick={addBlock}
          >
            Add card
          </button>
        </div>
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="campaign-editor__note" role="status">
          {note}
        </p>
      )}
      <div className="campaign-editor__actions">
        <button type="submit" className="button button--soft" disabled={busy}>
          Save draft
        </button>
        <button type="button" className="button button--soft" disabled={busy} onClick={sendTest}>
          Send a test to me
        </button>
        <label className="campaign-editor__when">
          <span className="visually-hidden">Send at</span>
          <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
        </label>
        <button type="button" className="button button--ghost" disabled={busy} onClick={schedule}>
          Schedule
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={sendNow}>
          Send now
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
