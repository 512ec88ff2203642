// The stored article fields (mappings/articles.json) that every article view reads: the outlet and its bias, the
// headline and links, the dates and the tags. /articles and the market desk each add their own on top.
import type { ArticleDocument } from '../documents/article-document';

export const ARTICLE_CARD_FIELDS = [
  'id',
  'headline',
  'outlet_slug',
  'outlet_name',
  'domain',
  'bias',
  'bias_position',
  'url',
  'image_url',
  'published_at',
  'fetched_at',
  'tags',
] as const satisfies readonly (keyof ArticleDocument)[];
