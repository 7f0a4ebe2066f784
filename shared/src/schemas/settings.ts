// PUT /api/settings: the public shop settings (api-contract.md "Shop settings").

import { z } from 'zod';
import type { ShopSettings } from '../domain/entities.ts';
import {
  emailField,
  optionalSingleLineText,
  optionalText,
  singleLineText,
  versionField,
} from './fields.ts';

const handle = (label: string) =>
  optionalSingleLineText(label, 200).transform((value) => value ?? '');

export const settingsInputSchema = z.object({
  shopName: singleLineText('Shop name', 100),
  aboutText: optionalText('About text', 2000).transform((value) => value ?? ''),
  social: z.object({
    instagram: handle('Instagram'),
    twitter: handle('Twitter'),
    tiktok: handle('TikTok'),
    youtube: handle('YouTube'),
  }),
  zelle: z.object({
    phone: singleLineText('Zelle phone', 40),
    name: singleLineText('Zelle payee name', 100),
  }),
  contactEmail: emailField('Contact email'),
  /** Null: no exclusive reward item. Left out: the choice stays as it is (older clients). */
  rewardItemProductId: z
    .string({ error: 'Choose a product for the reward item' })
    .trim()
    .min(1, 'Choose a product for the reward item')
    .max(100)
    .nullable()
    .optional(),
  version: versionField,
}) satisfies z.ZodType<
  Omit<ShopSettings, 'version' | 'updatedAt' | 'rewardItemProductId'> & { version?: number },
  unknown
>;
export type SettingsInput = z.infer<typeof settingsInputSchema>;
