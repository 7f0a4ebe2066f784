// The assistant chat: a floating button
// in the bottom-right corner that opens the conversation panel.

import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { ChatBubbleIcon, CloseIcon } from './chat-art.tsx';
import { useChat } from './store.ts';
import './ChatWidget.css';

// The conversation panel loads at the first open (or when the pointer comes near the button).
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then(({ ChatPanel }) => ({ default: ChatPanel })));

/**
 * Mount once in the root layout, inside the router (replies link to pages in place). The
 * conversation lives in a store, so it survives page changes and remounts.
 */
export function ChatWidget() {
  const open = useChat((state) => state.open);
  const openChat = useChat((state) => state.openChat);
  const closeChat = useChat((state) => state.closeChat);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    closeChat();
    launcherRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="chat-widget" onKeyDown={closeOnEscape}>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={open ? 'chat-launcher chat-launcher--open' : 'chat-launcher'}
        aria-label="Open chat with the art assistant"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={open ? close : openChat}
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
      >
        {open ? <CloseIcon /> : <ChatBubbleIcon />}
      </button>
    </div>
  );
}
