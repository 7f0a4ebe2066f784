// The assistant chat: POST /api/chat/message {message} -> {response}; a message is non-blank text
// of at most 1,000 characters.

import { z } from 'zod';
import { requiredText } from './fields.ts';

export const chatMessageSchema = z.object({
  message: requiredText('Message', 1000),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
