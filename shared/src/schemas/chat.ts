// The assistant chat: POST /api/chat/message {message, productId?} -> {response}; a message is
// non-blank text of at most 1,000 characters. `productId` names the product the conversation is
// about (the page the visitor is on, or the product the assistant last linked), so "Do you have
// it in 1/6?" knows what "it" is; an unknown or hidden one is as if none were named.

import { z } from 'zod';
import { optionalSingleLineText, requiredText } from './fields.ts';

export const chatMessageSchema = z.object({
  message: requiredText('Message', 1000),
  productId: optionalSingleLineText('Product', 100),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
