import './CloseButton.css';

/** The round × that closes a dialog or panel (the cart, "Ask about this piece"). */
export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      className="round-button close-button"
      aria-label={label}
      onClick={onClose}
    >
      ×
    </button>
  );
}
