// Shopper questions the assistant must understand, each with what a right answer is about: a
// policy topic, or the record it must name first (one of several when more than one is right).
// Asked against the demo shop; `signedIn` asks as the demo customer, who has orders.

import type { AnswerTopic } from '@kawaii/api';

export type ExpectedAnswer =
  { topic: Exclude<AnswerTopic, 'catalogue'> } | { record: string | readonly string[] };

export type ShopperQuestion = { question: string; signedIn?: boolean } & ExpectedAnswer;

export const SHOPPER_QUESTIONS: readonly ShopperQuestion[] = [
  // Shipping: where, how long, how much.
  { question: 'Do you ship internationally?', topic: 'shipping' },
  { question: 'Do you ship to Canada?', topic: 'shipping' },
  { question: 'How long does shipping take and what does it cost?', topic: 'shipping' },
  { question: 'How much is shipping?', topic: 'shipping' },
  { question: 'What are the shipping costs to the UK?', topic: 'shipping' },
  { question: 'Can I order from Australia?', topic: 'shipping' },
  { question: 'Do you deliver to Germany?', topic: 'shipping' },
  { question: 'Is there free shipping?', topic: 'shipping' },
  { question: 'How fast do you ship?', topic: 'shipping' },
  { question: 'What countries do you ship to?', topic: 'shipping' },
  { question: 'shipping to japan cost?', topic: 'shipping' },
  { question: 'Do you send parcels overseas?', topic: 'shipping' },
  // Payment.
  { question: 'How can I pay for my order?', topic: 'payment' },
  { question: 'Do you accept credit cards?', topic: 'payment' },
  { question: 'Can I pay with PayPal?', topic: 'payment' },
  { question: 'What payment methods do you take?', topic: 'payment' },
  { question: 'How does Zelle work here?', topic: 'payment' },
  { question: 'What should I write in the Zelle memo?', topic: 'payment' },
  { question: 'How do I check out?', topic: 'payment' },
  { question: 'Is Venmo ok?', topic: 'payment' },
  // Returns.
  { question: 'What is your return policy?', topic: 'returns' },
  { question: 'Can I get a refund?', topic: 'returns' },
  { question: 'My doll arrived broken, what can I do?', topic: 'returns' },
  { question: 'Can I exchange an item?', topic: 'returns' },
  { question: 'Can I cancel my order?', topic: 'returns' },
  { question: 'Do you accept returns on stickers?', topic: 'returns' },
  // Order status, as a guest and signed in.
  { question: 'Where is my order?', topic: 'order-status' },
  { question: "What's the status of my order?", topic: 'order-status', signedIn: true },
  { question: 'Has my order shipped yet?', topic: 'order-status', signedIn: true },
  { question: 'Can you check KA-10042 for me?', topic: 'order-status' },
  { question: "I haven't received my package", topic: 'order-status' },
  { question: 'Track my parcel please', topic: 'order-status' },
  // Rewards.
  { question: 'How do reward points work?', topic: 'rewards' },
  { question: 'What can I redeem my points for?', topic: 'rewards' },
  { question: 'How do I get points?', topic: 'rewards' },
  { question: 'Do you have a loyalty program?', topic: 'rewards' },
  { question: 'What achievements are there?', topic: 'rewards' },
  { question: 'Do you have discount codes?', topic: 'rewards' },
  // Commissions.
  { question: 'Do you take commissions?', topic: 'commissions' },
  { question: 'Can you make a custom doll of my cat?', topic: 'commissions' },
  { question: 'Are you open for commissions?', topic: 'commissions' },
  { question: 'Could you make me a personalised plush?', topic: 'commissions' },
  { question: 'Can I request a custom piece?', topic: 'commissions' },
  // Contact.
  { question: 'How can I contact Momo?', topic: 'contact' },
  { question: 'What is your email address?', topic: 'contact' },
  { question: 'Can I talk to the artist?', topic: 'contact' },
  { question: 'Do you have an Instagram?', topic: 'contact' },
  { question: 'How do I get in touch?', topic: 'contact' },
  // Small talk.
  { question: 'Hi!', topic: 'greeting' },
  { question: 'hello there', topic: 'greeting' },
  { question: 'Thank you so much!', topic: 'thanks' },
  // The catalogue, with price words.
  { question: 'cheapest doll', record: 'Star Girl Mini Doll' },
  { question: 'What is your cheapest doll?', record: 'Star Girl Mini Doll' },
  { question: 'dolls under $50', record: 'Star Girl Mini Doll' },
  { question: "What's the most expensive doll?", record: 'Strawberry Bunny Plush' },
  { question: 'Show me prints under $20', record: 'Rainbow Sky Mini Print Set' },
  { question: "What's the cheapest print?", record: 'Rainbow Sky Mini Print Set' },
  { question: 'stickers under $10', record: 'Strawberry Dreams Sticker Sheet' },
  { question: 'cheap stickers', record: 'Strawberry Dreams Sticker Sheet' },
  { question: 'Anything under $15?', record: 'Strawberry Dreams Sticker Sheet' },
  {
    question: 'gift ideas between $10 and $20',
    record: [
      'Rainbow Sky Mini Print Set',
      'Pastel Dot-Grid Sketchbook',
      'Bunny Acrylic Keychain',
      'Mushroom House Tote Bag',
    ],
  },
  // The catalogue by name and subject.
  { question: 'Do you have any bunny plushies?', record: 'Strawberry Bunny Plush' },
  { question: 'Is the cloud sheep doll in stock?', record: 'Cloud Sheep Cuddle Doll' },
  { question: 'How much is the whale print?', record: 'Whale Song Giclée Print (A3)' },
  { question: 'tote bag', record: 'Mushroom House Tote Bag' },
  { question: 'Do you sell keychains?', record: 'Bunny Acrylic Keychain' },
  { question: 'Do you sell sketchbooks?', record: 'Pastel Dot-Grid Sketchbook' },
  { question: 'star girl doll price', record: 'Star Girl Mini Doll' },
  { question: 'A4 print', record: 'Moonlit Mushroom Cottage Print (A4)' },
  { question: 'Bear Knight painting', record: 'Bear Knight' },
  { question: 'Show me the Starlight Dreamer artwork', record: 'Starlight Dreamer' },
  { question: 'cupcake art', record: 'Cupcake Parade' },
  { question: 'blog post about sewing a bunny', record: 'How I Sew a Bunny Doll from Scratch' },
  { question: 'Tell me about your studio', record: 'A Peek Inside My Tiny Studio' },
  { question: 'kitty baker', record: ['Kitty Baker', 'Kitty Baker Art Doll'] },
  // One product's variants and when it ships, from the catalogue's own facts.
  { question: 'Do you have the lace tea dress in 1/6?', topic: 'availability' },
  { question: 'Does the lace tea dress come in mint?', topic: 'availability' },
  { question: 'Is the Moonlight Fairy doll still available?', topic: 'availability' },
  { question: 'When will the custom portrait doll ship?', topic: 'ships-when' },
  { question: 'When does the Winter Star Girl ship?', topic: 'ships-when' },
  { question: 'How long does the custom portrait doll take to make?', topic: 'ships-when' },
  // Nothing to do with the shop.
  { question: 'Can you recommend a good pizza place?', topic: 'unknown' },
];
