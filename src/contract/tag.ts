// A market tag on the wire (SPEC §2 Tag taxonomy): a ticker or a topic with its prefix.
import { z } from 'zod';
import { TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX } from '../spec';

export const tag = z
  .string()
  .regex(new RegExp(`^(${TICKER_TAG_PREFIX}[A-Z0-9.\\-]+|${TOPIC_TAG_PREFIX}[a-z_&]+)$`), {
    error: `must have the form ${TICKER_TAG_PREFIX}<SYMBOL> or ${TOPIC_TAG_PREFIX}<NAME>, the symbol in upper case`,
  })
  .describe(`\`${TICKER_TAG_PREFIX}<SYMBOL>\` or \`${TOPIC_TAG_PREFIX}<NAME>\` (SPEC §2 Tag taxonomy).`);
