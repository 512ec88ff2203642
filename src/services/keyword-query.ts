// The words of a search (SPEC §4 Search): every term of `q` in an event's title or summary, scored by BM25. Read
// by the keyword mode alone and by the hybrid mode beside the meaning vectors.
import type { estypes } from '@elastic/elasticsearch';

export function keywordQuery(q: string): estypes.QueryDslQueryContainer {
  // cross_fields with AND: each term must appear in the title or the summary (not all in one field, as
  // best_fields would demand); both fields share one analyzer, which cross_fields needs to blend them.
  return {
    multi_match: {
      query: q,
      fields: ['title^2', 'summary'],
      type: 'cross_fields',
      operator: 'and',
    },
  };
}
