// The chat widget's little drawings; decoration only (the buttons carry the names).

/** A round speech bubble with a happy face. */
export function ChatBubbleIcon() {
  return (
    <svg className="chat-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        className="chat-icon__bubble"
        d="M20 6c8.8 0 15 5.6 15 12.5S28.8 31 20 31c-1.6 0-3.1-.2-4.5-.5L8.5 34l2.3-5.6C7.3 26.1 5 22.6 5 18.5 5 11.6 11.2 6 20 6z"
      />
      <circle className="chat-icon__eye" cx="14.5" cy="17.5" r="1.9" />
      <circle className="chat-icon__eye" cx="25.5" cy="17.5" r="1.9" />
      <ellipse className="chat-icon__blush" cx="11.5" cy="21.5" rx="2.3" ry="1.4" />
      <ellipse className="chat-icon__blush" cx="28.5" cy="21.5" rx="2.3" ry="1.4" />
      <path className="chat-icon__smile" d="M17.6 21.2q2.4 2.6 4.8 0" />
      <path
        className="chat-icon__sparkle"
        d="M33 2.5c.3 2.6 1.4 3.7 4 4-2.6.3-3.7 1.4-4 4-.3-2.6-1.4-3.7-4-4 2.6-.3 3.7-1.4 4-4z"
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg
      className="chat-icon chat-icon--close"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg
      className="chat-icon chat-icon--send"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 11.2 19.6 4.3c.8-.3 1.5.4 1.2 1.2l-6.9 16.1c-.3.8-1.5.7-1.7-.1l-1.6-6.4-6.4-1.6c-.8-.2-.9-1.4-.1-1.7z" />
    </svg>
  );
}
