// GET /articles/lookup: the other side of an article, by its URL or by its title (src/services/article-lookup.ts).
import Router from '@koa/router';
import Joi from 'joi';
import type { AppContext } from '../../context';
import { lookupArticle } from '../../services/article-lookup';
import { callerOf } from '../middleware/authenticate';
import { presentLookup } from '../presenters/lookup';
import { validateQuery } from '../validation';

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

export function articleLookupRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/articles/lookup', async (ctx) => {
    const q = validateQuery(ctx.query, LOOKUP_SCHEMA);
    const result = await lookupArticle(app, callerOf(ctx), {
      url: q.url,
      title: q.title,
      text: q.text,
      publishedAt: q.published_at,
    });
    ctx.body = { data: presentLookup(result) };
  });
  return router;
}
