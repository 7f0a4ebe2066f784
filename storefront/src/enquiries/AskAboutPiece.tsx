// "Ask about this piece" under an artwork for sale: the button, and the form's dialog loaded and
// shown only once it is pressed.

import { lazy, Suspense, useState } from 'react';
import { ChatBubbleIcon } from '../ui/KawaiiIcons.tsx';
import './AskAboutPiece.css';

const EnquiryDialog = lazy(() =>
  import('./EnquiryDialog.tsx').then((module) => ({ default: module.EnquiryDialog })),
);

export function AskAboutPiece({ artwork }: { artwork: { _id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary ask-about-piece"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ChatBubbleIcon /> Ask about this piece
      </button>
      {open && (
        <Suspense fallback={null}>
          <EnquiryDialog artwork={artwork} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
