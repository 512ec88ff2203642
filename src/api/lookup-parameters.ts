// The article lookup's parameters (GET /articles/lookup, MCP find_other_side): one joi schema for both, so the
// tool refuses exactly what the endpoint refuses, and the bounds the OpenAPI document states.
import Joi from 'joi';

/** Bounds of the lookup's parameters, shared by the route, the MCP tool and the OpenAPI document. */
export const LOOKUP_LIMITS = {
  /** Longer than any article URL of the 45 outlets; the request line is bounded at 4,096 bytes anyway. */
  urlLength: 2048,
  titleLength: 300,
  /** The encoder reads the first 30 word pieces and the words search the rest: a lead, not a whole article. */
  textLength: 1000,
} as const;

export interface LookupParameters {
  url?: string;
  title?: string;
  text?: string;
  published_at?: Date;
}

export const LOOKUP_SCHEMA = Joi.object<LookupParameters>({
  url: Joi.string()
    .trim()
    .max(LOOKUP_LIMITS.urlLength)
    .uri({ scheme: ['http', 'https'] })
    .messages({ 'string.uriCustomScheme': 'url must be an http or https URL' }),
  title: Joi.string().trim().min(1).max(LOOKUP_LIMITS.titleLength),
  text: Joi.string().trim().max(LOOKUP_LIMITS.textLength),
  published_at: Joi.date().iso(),
})
  .or('url', 'title')
  .messages({ 'object.missing': 'give url, title, or both' });
