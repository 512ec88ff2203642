// Flagging an item of an event as wrong, the one flow behind `POST /api/v2/events/{id}/feedback` and the event
// page's forms: check the flag, find the event as the caller may read it and the item in it, count the flag
// against the reader's limit, store it (a re-flag updates), and answer with how many readers flagged the item.
import Joi from 'joi';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { ApiError, invalidParameter, notFound } from '../errors';
import { getEvent } from '../services/events';
import { servableEvent } from '../services/servable-event';
import type { FlagLimit } from './flag-limit';
import { itemFlagCount, saveFlag } from './flags';
import { COMMENT_MAX_LENGTH, resolveItem, type ResolvedItem } from './items';
import { FEEDBACK_ITEM_KINDS, FEEDBACK_REASONS, type FeedbackItemKind, type FeedbackReason } from '../spec';

export interface FlagRequest {
  item: FeedbackItemKind;
  item_id?: string;
  reason: FeedbackReason;
  comment?: string;
  share_comment: boolean;
}

const ALL_REASONS = [...new Set(Object.values(FEEDBACK_REASONS).flat())];
export const ITEM_ID_PATTERN = /^[a-z0-9_-]{1,64}$/;

const FLAG_SCHEMA = Joi.object<FlagRequest>({
  item: Joi.string()
    .valid(...FEEDBACK_ITEM_KINDS)
    .required(),
  item_id: Joi.string()
    .pattern(ITEM_ID_PATTERN)
    .when('item', { is: Joi.valid('fact', 'framing'), then: Joi.required() }),
  reason: Joi.string()
    .valid(...ALL_REASONS)
    .required(),
  comment: Joi.string().allow('').max(COMMENT_MAX_LENGTH),
  share_comment: Joi.boolean().default(false),
});

/** The flag in a request body, checked; a 400 invalid_parameter naming the first problem otherwise. */
export function checkFlagRequest(body: unknown, convert: boolean): FlagRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('the body must be a JSON object');
  }
  const { value, error } = FLAG_SCHEMA.validate(body, { abortEarly: true, convert, allowUnknown: false });
  if (error) throw invalidParameter(`body: ${error.details[0].message}`);
  const reasons: readonly string[] = FEEDBACK_REASONS[value.item];
  if (!reasons.includes(value.reason)) {
    throw invalidParameter(`body: "reason" of a ${value.item} flag must be one of ${reasons.join(', ')}`);
  }
  return value;
}

/** Who a flag is from: the account behind a key or page, or a key without an account; null for anonymous. */
export function readerOf(caller: Caller): string | null {
  if (caller.accountId) return `account:${caller.accountId}`;
  if (caller.keyId) return `key:${caller.keyId}`;
  return null;
}

export const apiKeyRequired = () =>
  new ApiError(
    401,
    'api_key_required',
    'flagging needs an API key (X-API-Key) or a signed-in account: a flag counts once per reader',
  );

export interface FlagOutcome {
  eventId: number;
  item: ResolvedItem;
  reason: FeedbackReason;
  commentShared: boolean;
  created: boolean;
  createdAt: string;
  updatedAt: string;
  /** Readers who flagged this item, this one included. */
  readers: number;
}

function missingItem(eventId: number, request: FlagRequest): ApiError {
  if (request.item === 'gap') return notFound(`event ${eventId} is not a coverage gap`);
  if (request.item === 'score') return notFound(`event ${eventId} has one score, item_id "score"`);
  const what = request.item === 'fact' ? 'ledger entry' : 'framing summary of the outlet';
  return notFound(`event ${eventId} has no ${what} "${request.item_id}"`);
}

export async function flagItem(
  app: AppContext,
  limit: FlagLimit,
  caller: Caller,
  eventId: number,
  request: FlagRequest,
  via: 'api' | 'page',
  now: Date = new Date(),
): Promise<FlagOutcome> {
  const reader = readerOf(caller);
  if (!reader) throw apiKeyRequired();
  const found = servableEvent(await getEvent(app, eventId, caller, now.getTime()), eventId);
  if (found.kind === 'merged') {
    throw notFound(`event ${eventId} was merged into event ${found.into}; flag its items there`);
  }
  const item = resolveItem(found.event, request.item, request.item_id);
  if (!item) throw missingItem(eventId, request);
  await limit.count(reader);
  const divergence = found.event.divergence as { method_version?: number } | undefined;
  const saved = await saveFlag(
    app,
    {
      eventId,
      item,
      reason: request.reason,
      comment: request.comment,
      shareComment: request.share_comment,
      reader,
      via,
      score: found.event.divergence_score,
      methodVersion: divergence?.method_version,
    },
    now,
  );
  return {
    eventId,
    item,
    reason: request.reason,
    commentShared: request.share_comment && Boolean(request.comment),
    created: saved.created,
    createdAt: saved.createdAt,
    updatedAt: now.toISOString(),
    readers: await itemFlagCount(app, eventId, item.kind, item.id),
  };
}
