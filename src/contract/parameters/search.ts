// The parameters of GET /search (SPEC §4 Search): `q`, 2 to 256 characters after trimming, and `mode` (ours),
// how q is matched; no filters combine with them (rule 5).
import { z } from 'zod';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH, SEARCH_MODES } from '../../spec';
import { PAGING_PARAMETERS } from './paging';

export const SEARCH_PARAMETERS = {
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_QUERY_LENGTH)
    .max(SEARCH_MAX_QUERY_LENGTH)
    .describe(
      `The terms: ${SEARCH_MIN_QUERY_LENGTH} to ${SEARCH_MAX_QUERY_LENGTH} characters after trimming spaces.`,
    ),
  /** Described where the document is built: the prose names the semantic search's own depths. */
  mode: z.enum(SEARCH_MODES).default('keyword'),
  ...PAGING_PARAMETERS,
};
