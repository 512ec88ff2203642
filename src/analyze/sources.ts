// An event's source rows (SPEC §2 Source): one per outlet, from that outlet's first article in the event.
import { FRAMES } from '../enrich/framing';
import type { MemberArticle } from '../documents/member-article';

export interface SourceRow {
  article_id: number;
  outlet: string;
  outlet_slug: string;
  domain: string;
  bias: string;
  bias_position: number;
  framing: string;
  framing_label: string;
  framing_summary: string;
  headline: string;
  byline: string;
  /** Toward the event's subject; null when unknown (docs/decisions.md). */
  sentiment: number | null;
  url: string;
  published_at: string;
}

const LABELS: ReadonlyMap<string, string> = new Map(FRAMES.map((f) => [f.framing, f.framing_label]));

// ISO 8601 times order as plain strings; localeCompare would cost more than the rest of the row building.
const byTimeThenId = (a: MemberArticle, b: MemberArticle) =>
  a.published_at < b.published_at ? -1 : a.published_at > b.published_at ? 1 : a.id - b.id;

/** Left to right, then by outlet slug: the order a reader scans a spectrum in. */
export function sourceRows(members: readonly MemberArticle[]): SourceRow[] {
  const first = new Map<string, MemberArticle>();
  for (const article of [...members].sort(byTimeThenId)) {
    if (!first.has(article.outlet_slug)) first.set(article.outlet_slug, article);
  }
  return [...first.values()]
    .sort((a, b) => a.bias_position - b.bias_position || a.outlet_slug.localeCompare(b.outlet_slug))
    .map((a) => ({
      article_id: a.id,
      outlet: a.outlet_name,
      outlet_slug: a.outlet_slug,
      domain: a.domain,
      bias: a.bias,
      bias_position: a.bias_position,
      framing: a.framing,
      framing_label: LABELS.get(a.framing) ?? a.framing,
      framing_summary: a.framing_summary,
      headline: a.headline,
      byline: a.byline ?? '',
      // Replaced by the tone toward the subject (perspectives.ts); the article's own until then, null when unscored.
      sentiment: a.sentiment_score,
      url: a.url,
      published_at: a.published_at,
    }));
}
