// The alt text of a selected media item: a button that reads 'Add alt text' or 'Alt: {text}',
// turning into a text box; Enter or leaving the box ends editing and saves a changed text.

import { useEffect, useRef, useState } from 'react';
import { altButtonLabel } from './media-selection.ts';

interface AltTextEditorProps {
  alt: string;
  /** The image's name, so the box's label says which image it describes. */
  title: string;
  onSave(alt: string): void;
}

export function AltTextEditor({ alt, title, onSave }: AltTextEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(alt);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  if (!editing) {
    return (
      <button
        type="button"
        className="media-tile__alt"
        onClick={() => {
          setDraft(alt);
          setEditing(true);
        }}
      >
        {altButtonLabel(alt)}
      </button>
    );
  }

  const finish = () => {
    setEditing(false);
    const text = draft.trim();
    if (text !== alt) onSave(text);
  };

  return (
    <input
      ref={inputRef}
      className="media-tile__alt-input"
      value={draft}
      aria-label={`Alt text for ${title}`}
      placeholder="Describe the image"
      maxLength={300}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish();
        }
      }}
    />
  );
}
