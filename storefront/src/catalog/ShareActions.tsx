import { useEffect, useState } from 'react';
import { WishlistButton } from './WishlistButton.tsx';
import { LinkIcon } from '../ui/KawaiiIcons.tsx';
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

/** Share, and Save: the artwork kept on the wishlist. */
export function ShareActions({ title, artworkId }: { title: string; artworkId: string }) {
  return (
    <div className="share-actions">
      <ShareButton title={title} />
      <WishlistButton
        entry={{ kind: 'artwork', id: artworkId }}
        labels={{ off: 'Save', on: 'Saved' }}
        className="button button--soft share-actions__save"
      />
    </div>
  );
}
