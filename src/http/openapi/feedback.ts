// Reader feedback in the document: POST /events/{id}/feedback (a key's reader flags an item of an event as wrong),
// its request and answer, and the per-item reader counts GET /events/{id} carries (docs/decisions.md, "Reader
// feedback"). Reasons, kinds and limits come from src/spec.ts and src/feedback/, so the document cannot drift from
// the code; the flag answered is the contract's (src/contract/flag.ts).
import { ITEM_ID_PATTERN } from '../../feedback/flag-item';
import { FLAG_LIMIT } from '../../feedback/flag-limit';
import { COMMENT_MAX_LENGTH, REASON_TEXT } from '../../feedback/items';
import { FEEDBACK_ITEM_KINDS, FEEDBACK_REASONS } from '../../spec';
import { contractComponent } from './contract-components';
import { errorsOf, type ErrorResponseName } from './errors';
import { boolean, dataEnvelope, headerRef, object, pathParam, ref, string, stringEnum } from './schema';
import type { PathItem, Response, Schema } from './types';

const ALL_REASONS = [...new Set(Object.values(FEEDBACK_REASONS).flat())];

const REASONS_BY_KIND = FEEDBACK_ITEM_KINDS.map(
  (kind) => `\`${kind}\`: ${FEEDBACK_REASONS[kind].map((r) => `\`${r}\` (${REASON_TEXT[r]})`).join(', ')}`,
).join('; ');

export const FEEDBACK_SCHEMAS: Record<string, Schema> = {
  EventFeedback: contractComponent('EventFeedback'),
  FlagRequest: object(
    `A flag: which item of the event is wrong and why. Reasons by kind: ${REASONS_BY_KIND}.`,
    {
      item: stringEnum(
        FEEDBACK_ITEM_KINDS,
        "What is flagged: the score, a ledger entry (`fact`), an outlet's framing summary (`framing`) or the coverage gap.",
      ),
      item_id: string(
        "For `fact`, the entry's id from `feedback.facts[].id` of `GET /events/{id}`; for `framing`, the outlet slug. Optional for `score` and `gap` (then `score` or `gap`).",
        { pattern: ITEM_ID_PATTERN.source },
      ),
      reason: stringEnum(
        ALL_REASONS,
        "One of the reasons of the item's kind (see above); another kind's reason is a 400.",
      ),
      comment: string(
        `Optional words, at most ${COMMENT_MAX_LENGTH} characters. Never shown to other readers; exported for evaluation only when \`share_comment\` is true.`,
        { maxLength: COMMENT_MAX_LENGTH },
      ),
      share_comment: {
        ...boolean('Whether the people who evaluate the analysis may read the words (default false).'),
        default: false,
      },
    },
    ['item_id', 'comment', 'share_comment'],
  ),
  Flag: contractComponent('Flag'),
};

const ERRORS: ErrorResponseName[] = [
  'InvalidParameter',
  'InvalidApiKeyOrArchiveOrKeyRequired',
  'NotFound',
  'PayloadTooLarge',
  'UriTooLong',
  'HeaderFieldsTooLarge',
  'DailyCapOrFlagLimit',
  'InternalError',
  'ServiceUnavailable',
];

function flagResponse(description: string): Response {
  return {
    description,
    headers: {
      'X-Request-Id': headerRef('XRequestId'),
      'RateLimit-Policy': headerRef('RateLimitPolicy'),
      RateLimit: headerRef('RateLimit'),
      'Cache-Control': headerRef('CacheControl'),
    },
    content: { 'application/json': { schema: dataEnvelope(ref('Flag'), 'The flag under `data`.') } },
  };
}

export const FEEDBACK_PATHS: Record<string, PathItem> = {
  '/events/{id}/feedback': {
    post: {
      operationId: 'flagEventItem',
      summary: 'Flag an item of an event as wrong',
      description: `Flags the divergence score, a ledger entry, an outlet's framing summary or the coverage gap of an event as wrong, with a reason from the item kind's fixed list and optional words. Needs a key (401 \`api_key_required\` without one). One flag per reader and item: a reader is the key's account (all its keys and signed-in pages are one reader) or, for a key without an account, the key; flagging the same item again replaces the reason and words (200) instead of adding a flag (201). A reader may send ${FLAG_LIMIT.flags} flags an hour (429 \`feedback_rate_limited\`), and each flag is one request on the daily cap. Unknown event or item: 404; an event merged into another: 404 naming the survivor; an event outside the tier's lookback: 401 \`archive_token_required\`. The body is a JSON object of at most 4 KB; anything else is a 400 (413 over the size). Readers see only the counts (\`feedback\` of \`GET /events/{id}\`), never each other's flags or words.`,
      tags: ['Events'],
      parameters: [
        pathParam('id', 'The event id; anything but a positive integer is a 400.', {
          type: 'integer',
          minimum: 1,
        }),
      ],
      requestBody: {
        description: 'The flag.',
        required: true,
        content: {
          'application/json': {
            schema: ref('FlagRequest'),
            example: { item: 'score', reason: 'too_high', comment: 'Both sides report the same figures.' },
          },
        },
      },
      responses: {
        '200': flagResponse("The reader's earlier flag on this item, replaced."),
        '201': flagResponse('A new flag.'),
        ...errorsOf(ERRORS),
      },
    },
  },
};
