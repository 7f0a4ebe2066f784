// The assistant chat: a floating button
// in the bottom-right corner that opens the conversation panel (as every page serves it:
// ChatWidgetSlot.tsx).

import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChatBubbleIcon, CloseIcon } from './chat-art.tsx';
import './ChatWidget.css';

// The conversation panel and the conversation itself (its store) load at the first open, or when
// the pointer or the focus comes to the button: a page's first load carries only the launcher.
export const loadChatPanel = () => import('./ChatPanel.tsx');
const loadConversation = () => import('./store.ts');
const ChatPanel = lazy(() => loadChatPanel().then(({ ChatPanel }) => ({ default: ChatPanel })));

/**
 * Mount once in the root layout, inside the router (replies link to pages in place). The
 * conversation lives in a store, so it survives page changes and remounts; whether the panel is
 * open is the widget's own.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const openChat = () => {
    setOpen(true);
    void loadConversation().then(({ useChat }) => useChat.getState().openChat());
  };
  const close = () => {
    setOpen(false);
    void loadConversation().then(({ useChat }) => useChat.getState().closeChat());
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
