// Wire format of GET /articles items (docs/decisions.md): the article's own fields, its outlet's (from the
// catalog, as in a Market article), the tags the `tag` filter matches, and event_id, null while unclustered.
import type { Article } from '../../contract/article';
import { outletBySlug } from '../../outlets/catalog';
import type { StoredArticle } from '../../services/articles';
import type { Bias } from '../../spec';

export function presentArticle(a: StoredArticle): Article {
  const outlet = outletBySlug(a.outlet_slug);
  return {
    id: a.id,
    headline: a.headline,
    summary: a.summary ?? '',
    outlet: outlet?.name ?? a.outlet_name,
    outlet_slug: a.outlet_slug,
    domain: a.domain,
    // The catalog's bias class, or for an outlet no longer tracked the copy the article keeps as a string.
    bias: outlet?.bias ?? (a.bias as Bias),
    bias_position: outlet?.bias_position ?? a.bias_position,
    url: a.url,
    image_url: a.image_url ?? null,
    published_at: a.published_at,
    fetched_at: a.fetched_at,
    event_id: a.event_id ?? null,
    tags: a.tags ?? [],
  };
}
