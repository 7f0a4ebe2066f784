import { useEffect, useState } from 'react';
import { LinkIcon } from './KawaiiIcons.tsx';
import './ShareActions.css';

const NOTE_MS = 2500;

type ShareNote = 'copied' | 'failed' | null;

/** Web Share where the device has it; otherwise the page's link goes to the clipboard. */
async function shareLink(title: string, url: string): Promise<ShareNote> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the visitor either way.
    }
    return null;
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

function ShareButton({ title }: { title: string }) {
  const [note, setNote] = useState<ShareNote>(null);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  return (
    <>
      <button
        type="button"
        className="button button--soft"
        onClick={async () => setNote(await shareLink(title, window.location.href))}
      >
        <LinkIcon /> Share
      </button>
      <span className="share-actions__note" role="status">
        {note === 'copied' && 'Link copied!'}
        {note === 'failed' && 'Copy the address bar to share this page.'}
      </span>
    </>
  );
}

/** Save is a visual favourite only: nothing is stored (spec.md "Artwork detail"). */
function SaveButton() {
  const [saved, setSaved] = useState(false);
  return (
    <button
      type="button"
      className="button button--soft share-actions__save"
      aria-pressed={saved}
      onClick={() => setSaved(!saved)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved' : 'Save'}
    </button>
  );
}

export function ShareActions({ title }: { title: string }) {
  return (
    <div className="share-actions">
      <ShareButton title={title} />
      <SaveButton />
    </div>
  );
}
