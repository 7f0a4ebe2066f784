// The conversation: bubbles, then the typing indicator; new messages scroll into view.

import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@kawaii/shared';
import { usePrefersReducedMotion } from '../ambience/use-reduced-motion.ts';
import { ReplyText } from './ReplyText.tsx';
import { useChat } from './store.ts';
import { formatLocalTime } from '@kawaii/shared';

function ChatBubble({ message }: { message: ChatMessage }) {
  const fromVisitor = message.type === 'user';
  return (
    <div className={`chat-bubble chat-bubble--${message.type}`}>
      <span className="visually-hidden">{fromVisitor ? 'You:' : 'Assistant:'}</span>
      <p className="chat-bubble__text">
        {fromVisitor ? message.content : <ReplyText text={message.content} />}
      </p>
      <time className="chat-bubble__time" dateTime={message.timestamp}>
        {formatLocalTime(message.timestamp)}
      </time>
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="chat-bubble chat-bubble--bot chat-typing">
      <span className="visually-hidden">Assistant is typing</span>
      <span className="chat-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}

export function ChatMessages() {
  const messages = useChat((state) => state.messages);
  const waiting = useChat((state) => state.pendingReplies > 0);
  const reducedMotion = usePrefersReducedMotion();
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    scroller?.scrollTo({ top: scroller.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [messages.length, waiting, reducedMotion]);

  return (
    // Focusable so the conversation can be scrolled from the keyboard.
    <div
      ref={scrollerRef}
      className="chat-messages"
      role="region"
      aria-label="Conversation"
      tabIndex={0}
    >
      <div className="chat-messages__log" role="log">
        {messages.map((message, index) => (
          // The conversation only grows, so a message's position is a stable key.
          <ChatBubble key={index} message={message} />
        ))}
      </div>
      <div className="chat-messages__status" role="status" aria-live="polite">
        {waiting && <TypingIndicator />}
      </div>
    </div>
  );
}
