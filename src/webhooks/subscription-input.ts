// The body of POST /webhooks (and of the account page's form) checked into a SubscriptionInput: every failure a
// 400 invalid_parameter naming the field, and the target URL checked like every delivery will be (target.ts),
// DNS included, so a subscription to a refused address is never stored.
import Joi from 'joi';
import { invalidParameter } from '../errors';
import { outletBySlug } from '../outlets/catalog';
import { CATEGORIES, MAX_FILTER_VALUES, MAX_URL_LENGTH, WEBHOOK_EVENT_TYPES } from '../spec';
import type { SubscriptionInput } from './subscriptions';
import { targetProblem, type TargetRules } from './target';

const list = (item: Joi.Schema) => Joi.array().items(item).max(MAX_FILTER_VALUES).unique().default([]);

const SCHEMA = Joi.object<SubscriptionInput>({
  url: Joi.string().max(MAX_URL_LENGTH).required(),
  event_types: Joi.array()
    .items(Joi.string().valid(...WEBHOOK_EVENT_TYPES))
    .min(1)
    .unique()
    .required(),
  categories: list(Joi.string().valid(...CATEGORIES)),
  outlets: list(
    Joi.string().custom((slug: string, helpers) =>
      outletBySlug(slug) ? slug : helpers.message({ custom: `"${slug}" is no tracked outlet's slug` }),
    ),
  ),
  tickers: list(
    Joi.string()
      .pattern(/^[A-Z][A-Z0-9]{0,9}(\.[A-Z])?$/)
      .messages({ 'string.pattern.base': '{{#label}} must be an upper-case ticker symbol, as in AAPL' }),
  ),
  threshold: Joi.when('event_types', {
    is: Joi.array().has('divergence.crossed'),
    then: Joi.number().integer().strict().min(1).max(100).required(),
    otherwise: Joi.forbidden().messages({
      'any.unknown': '"threshold" is only for the event type divergence.crossed',
    }),
  }),
});

export async function checkSubscriptionInput(body: unknown, rules: TargetRules): Promise<SubscriptionInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidParameter('the body must be a JSON object');
  }
  const { value, error } = SCHEMA.validate(body, { abortEarly: true, convert: false });
  if (error) throw invalidParameter(error.details[0].message);
  const problem = await targetProblem(value.url, rules);
  if (problem) throw invalidParameter(problem);
  return { ...value, threshold: value.threshold ?? null };
}
