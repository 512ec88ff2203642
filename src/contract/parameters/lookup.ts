// The article lookup's parameters (GET /articles/lookup, MCP find_other_side, the lookup page): a URL, a title
// or both, with bounds that keep the lookup a lead rather than a whole article. That one of url and title is
// given is checked by the adapters' kernel (src/api/lookup-parameters.ts), as a rule between parameters.
import { z } from 'zod';
import { timestamp } from './time-window';

/** Bounds of the lookup's parameters. */
export const LOOKUP_LIMITS = {
  /** Longer than any article URL of the 45 outlets; the request line is bounded at 4,096 bytes anyway. */
  urlLength: 2048,
  titleLength: 300,
  /** The encoder reads the first 30 word pieces and the words search the rest: a lead, not a whole article. */
  textLength: 1000,
} as const;

/** `http://` or `https://`, a host, and only the characters RFC 3986 allows in a URI (others percent-encoded). */
const WEB_URL = /^https?:\/\/[A-Za-z0-9\-._~!$&'()*+,;=%:@[\]][A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/i;

const isWebUrl = (value: string): boolean => {
  if (!WEB_URL.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const LOOKUP_PARAMETERS = {
  url: z
    .string()
    .trim()
    .max(LOOKUP_LIMITS.urlLength)
    .refine(isWebUrl, { error: 'must be an http or https URL' })
    .optional()
    .describe('The article URL (http or https).'),
  title: z
    .string()
    .trim()
    .min(1)
    .max(LOOKUP_LIMITS.titleLength)
    .optional()
    .describe('The headline; required when the URL is not stored, or without url.'),
  text: z
    .string()
    .trim()
    .max(LOOKUP_LIMITS.textLength)
    .optional()
    .describe('The opening of the article, searched by words beside the title.'),
  /** Described where the document is built: the prose names the lookup's window. */
  published_at: timestamp.optional(),
};
