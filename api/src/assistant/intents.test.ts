import { describe, expect, it } from 'vitest';
import { detectIntent, type Intent } from './intents.ts';

const cases: [string, Intent | null][] = [
  ['Where is my order?', 'order-status'],
  ['When will my order be delivered?', 'order-status'],
  ['Can you check KA-10042 for me', 'order-status'],
  ['Do you ship to Canada?', 'shipping'],
  ['What is your return policy?', 'shipping'],
  ['Can I get a refund?', 'shipping'],
  ['How do I pay?', 'payment'],
  ['Do you take PayPal or credit cards?', 'payment'],
  ['what do I put in the Zelle memo', 'payment'],
  ['How do I buy something?', 'payment'],
  ['How do reward points work?', 'rewards'],
  ['what can I redeem', 'rewards'],
  ['How can I contact Momo?', 'contact'],
  ['Do you take commissions?', 'contact'],
  ['thank you!!', 'thanks'],
  ['Hi!', 'greeting'],
  ['hello there Momo :)', 'greeting'],
  ['Good morning!', 'greeting'],
  ['hi, any bunny plushies?', null],
  ['How much is the moon bunny?', null],
  ['strawberry', null],
  ['', null],
];

describe('detectIntent', () => {
  it.each(cases)('%j -> %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });
});
