// The caller's usage today on the wire (GET /usage; ours, docs/decisions.md): tier, daily cap, requests used and
// left, when the count resets and the tier's lookback.
import { z } from 'zod';
import { TIERS } from '../spec';

export const usage = z
  .strictObject({
    tier: z.enum(['anonymous', ...TIERS]).describe('The tier the request was served at.'),
    daily_cap: z.int().min(1).describe('Requests allowed per UTC day.'),
    used: z.int().min(0).describe('Requests counted today.'),
    remaining: z.int().min(0).describe('Requests left today.'),
    resets_at: z.iso.datetime().describe('When the count resets: the next 00:00 UTC.'),
    lookback_days: z
      .int()
      .min(1)
      .nullable()
      .describe('Days of archive the tier may read; null for the full archive.'),
  })
  .describe('Usage of the calling key (or client address, without a key).');

export type Usage = z.infer<typeof usage>;
