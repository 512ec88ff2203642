// GET /articles/lookup: the other side of an article, by URL or by title (src/services/article-lookup.ts,
// docs/lookup.md).
import { LOOKUP_WINDOW_MS } from '../../services/article-lookup';
import { NEAREST } from '../../services/nearest-events';
import { LOOKUP_PARAMETERS } from '../../contract/parameters/lookup';
import { getOperation } from './common';
import { contractComponents } from './contract-components';
import { queryParameters } from './contract-parameters';
import { dataEnvelope, ref } from './schema';
import type { PathItem } from './types';

const WINDOW_DAYS = LOOKUP_WINDOW_MS / 86_400_000;

export const ARTICLE_LOOKUP_SCHEMAS = contractComponents('LookupCoverage', 'LookupEvent', 'Lookup');

export const ARTICLE_LOOKUP_PATHS: Record<string, PathItem> = {
  '/articles/lookup': getOperation({
    operationId: 'lookupArticle',
    summary: 'The other side of an article',
    tag: 'Articles',
    description:
      `A news article's event and how the left, the centre and the right covered it. The URL is canonicalised as ingest does it (scheme and host case, tracking parameters and fragment removed). When Parallax does not store it, \`title\` (and \`text\`) find the nearest events by meaning (the articles' meaning vectors) and by words (BM25), ranked by the cosine plus a small weight of the words score, among articles published within ±${WINDOW_DAYS} days of \`published_at\` (else of now), inside the caller's lookback. ` +
      `A match by meaning needs a cosine of at least ${NEAREST.minSimilarity}; one by words ${NEAREST.wordsMinimumShouldMatch} of the title's terms. Nothing found is a 404 \`not_found\`.`,
    parameters: queryParameters(LOOKUP_PARAMETERS, {
      describe: {
        published_at: `When the article was published: the centre of the ±${WINDOW_DAYS} days window (default now). A window wholly before the caller's lookback is a 401.`,
      },
    }),
    ok: { description: 'The match.', schema: dataEnvelope(ref('Lookup'), 'The other side of an article.') },
    errors: ['InvalidApiKeyOrArchive', 'NotFound'],
  }),
};
