import { useState } from 'react';
import { Link } from 'react-router';
import type { WishlistEntry } from '@kawaii/shared';
import { useSession } from '../stores/session.ts';
import { useWishlist } from '../stores/wishlist-state.ts';
import './WishlistButton.css';

interface WishlistButtonProps {
  entry: WishlistEntry;
  /** 'Add to Wishlist' / 'In Wishlist', or 'Save' / 'Saved'. */
  labels: { off: string; on: string };
  className: string;
}

/**
 * Keeps a product or artwork on the wishlist (in this browser for a guest, on the account when
 * signed in), and says what happened next to the button.
 */
export function WishlistButton({ entry, labels, className }: WishlistButtonProps) {
  const kept = useWishlist((state) =>
    state.entries.some((e) => e.kind === entry.kind && e.id === entry.id),
  );
  const toggle = useWishlist((state) => state.toggle);
  const signedIn = useSession((state) => state.token !== null);
  const [note, setNote] = useState<'added' | 'removed' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const press = async () => {
    setBusy(true);
    try {
      setNote((await toggle(entry)) ? 'added' : 'removed');
    } catch {
      setNote('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${className} wishlist-button`}
        aria-pressed={kept}
        disabled={busy}
        onClick={() => void press()}
      >
        <span aria-hidden="true">{kept ? '♥' : '♡'}</span> {kept ? labels.on : labels.off}
      </button>
      <span className="wishlist-button__note" role="status">
        {note === 'added' &&
          (signedIn ? (
            <>
              Kept in <Link to="/dashboard/wishlist">your wishlist</Link> ♡
            </>
          ) : (
            'Kept in this browser ♡ Sign in to keep it on your account.'
          ))}
        {note === 'removed' && 'Removed from your wishlist.'}
        {note === 'failed' && 'Sorry, the wishlist could not be changed. Please try again.'}
      </span>
    </>
  );
}
