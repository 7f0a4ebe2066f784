// The assistant chat (api-contract.md "Shop settings and the assistant").

import { z } from 'zod';
import { requiredText } from './fields.ts';

export const chatMessageSchema = z.object({
  message: requiredText('Message', 1000),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
