import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { chatMessageSchema } from './chat.ts';

describe('chatMessageSchema', () => {
  it('accepts non-blank text of up to 1,000 characters', () => {
    expect(chatMessageSchema.parse({ message: ' How much is the bunny? ' })).toEqual({
      message: 'How much is the bunny?',
    });
    expect(chatMessageSchema.safeParse({ message: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('refuses blank and overlong messages', () => {
    expect(fieldErrors(chatMessageSchema.safeParse({ message: '   ' }).error!)).toEqual({
      message: 'Message is required',
    });
    expect(fieldErrors(chatMessageSchema.safeParse({ message: 'x'.repeat(1001) }).error!)).toEqual({
      message: 'Message must be at most 1,000 characters',
    });
  });
});

describe('the product a chat message is about', () => {
  it('is an optional id on one line', () => {
    expect(chatMessageSchema.parse({ message: 'Is it in stock?', productId: 'p1' })).toEqual({
      message: 'Is it in stock?',
      productId: 'p1',
    });
    expect(
      fieldErrors(chatMessageSchema.safeParse({ message: 'Hi', productId: 7 }).error!),
    ).toEqual({
      productId: 'Product must be text',
    });
    expect(
      fieldErrors(
        chatMessageSchema.safeParse({ message: 'Hi', productId: 'x'.repeat(101) }).error!,
      ),
    ).toEqual({ productId: 'Product must be at most 100 characters' });
  });
});
