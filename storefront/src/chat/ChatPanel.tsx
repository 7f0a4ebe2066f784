// The open chat: a labelled dialog with the conversation and the message form.

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { BrandMark } from '../ui/BrandMark.tsx';
import { CloseIcon, SendIcon } from './chat-art.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import { CHAT_MAX_LENGTH, isBlankMessage, useChat } from './store.ts';

export function ChatPanel({ id, onClose }: { id: string; onClose(): void }) {
  const titleId = useId();
  const inputId = useId();
  const draft = useChat((state) => state.draft);
  const setDraft = useChat((state) => state.setDraft);
  const submitDraft = useChat((state) => state.submitDraft);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sending empties the box and so disables Send: keep the focus in the box rather than let
    // it fall back to the page, ready for the next question (and for Escape to close).
    inputRef.current?.focus();
    void submitDraft();
  };

  return (
    <section id={id} className="chat-panel" role="dialog" aria-labelledby={titleId}>
      <div className="chat-panel__header">
        <span className="chat-panel__avatar">
          <BrandMark size={38} />
        </span>
        <div className="chat-panel__heading">
          <h2 id={titleId} className="chat-panel__title">
            Art Assistant
          </h2>
          <p className="chat-panel__subtitle">Momo&apos;s little helper</p>
        </div>
        <button
          type="button"
          className="chat-panel__close"
          aria-label="Close chat"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <ChatMessages />
      <form className="chat-panel__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Message the art assistant
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="chat-panel__input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={CHAT_MAX_LENGTH}
          placeholder="Ask me anything…"
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className="chat-panel__send" disabled={isBlankMessage(draft)}>
          <SendIcon />
          Send
        </button>
      </form>
    </section>
  );
}
