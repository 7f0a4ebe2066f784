// A full-screen image viewer on a modal <dialog>: the rest of the page is inert while it is
// open, Tab stays inside it, arrows and swipes turn the images (wrapping around), Escape closes
// it and focus goes back to whatever opened it. "Zoom in" (or a double click or tap on the
// image, or the + and - keys) shows the picture twice as large; moving the pointer or a finger
// over it then looks around, and swipes wait until it is zoomed out again.

import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { StoredImage } from './StoredImage.tsx';
import { counterText, swipeStep, wrapIndex, zoomOrigin } from './lightbox-steps.ts';
import './Lightbox.css';

export interface LightboxImage {
  path: string;
  alt: string;
}

interface LightboxProps {
  images: LightboxImage[];
  index: number;
  /** Names the dialog, e.g. 'Gallery of Spring Dolls'. */
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Lightbox({ images, index, label, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index];
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const step = (by: number) => {
    setZoomed(false);
    onIndexChange(wrapIndex(index, by, count));
  };
  const lookAt = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(zoomOrigin(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  /** The button zooms on the middle of the picture. */
  const toggleZoom = () => {
    setOrigin({ x: 50, y: 50 });
    setZoomed((current) => !current);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === '+' || event.key === '=') setZoomed(true);
    else if (event.key === '-') setZoomed(false);
    else if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') return keepFocusInside(event);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && !zoomed) {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || zoomed) return;
    const turn = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (turn !== 0) step(turn);
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Escape is handled above; this keeps the browser from closing the dialog on its own.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox__top">
        <p className="lightbox__counter" aria-live="polite">
          <span className="visually-hidden">Image </span>
          {counterText(index, count)}
        </p>
        <button
          type="button"
          className="lightbox__button lightbox__zoom"
          aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
          aria-pressed={zoomed}
          onClick={() => toggleZoom()}
        >
          <span aria-hidden="true">{zoomed ? '−' : '+'}</span>
        </button>
        <button
          ref={closeRef}
          type="button"
          className="lightbox__button lightbox__close"
          aria-label="Close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure
        className={zoomed ? 'lightbox__stage lightbox__stage--zoomed' : 'lightbox__stage'}
        style={{ '--zoom-x': `${origin.x}%`, '--zoom-y': `${origin.y}%` } as CSSProperties}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerMove={(event) => {
          if (zoomed) lookAt(event);
        }}
        onPointerCancel={() => (swipeStart.current = null)}
        onDoubleClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setOrigin(
            zoomOrigin(event.clientX - box.left, event.clientY - box.top, box.width, box.height),
          );
          setZoomed((current) => !current);
        }}
      >
        <StoredImage key={image.path} path={image.path} alt={image.alt} sizes="94vw" priority />
      </figure>
      {count > 1 && (
        <div className="lightbox__nav">
          <button
            type="button"
            className="lightbox__button lightbox__prev"
            aria-label="Previous image"
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__next"
            aria-label="Next image"
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
