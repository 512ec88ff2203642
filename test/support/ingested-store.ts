// What an ingest left in the stores, checked against what the feeds listed: articles missing or stored twice, and
// half-written state (an article whose event does not exist, an event whose members are not all there).
import type { AppContext } from '../../src/context';

export interface StoreAudit {
  articles: number;
  /** Feed URLs with no article. */
  missing: string[];
  /** URLs stored more than once, and articles with no feed item behind them. */
  duplicated: string[];
  unexpected: string[];
  /** Articles without an event, or whose event (after following merges) does not exist. */
  orphanArticles: number[];
  /** Live events whose article_count differs from the articles that point at them, or with a sample member missing. */
  brokenEvents: number[];
  events: number;
}

const ALL = 10_000;

export async function auditIngestedStore(
  app: Pick<AppContext, 'es' | 'indices'>,
  feedUrls: string[],
): Promise<StoreAudit> {
  await app.es.indices.refresh({ index: [app.indices.articles, app.indices.events] });
  const articles = (
    await app.es.search<{ id: number; url: string; event_id?: number }>({
      index: app.indices.articles,
      size: ALL,
      _source: ['id', 'url', 'event_id'],
      query: { match_all: {} },
    })
  ).hits.hits.map((h) => h._source!);
  const events = new Map(
    (
      await app.es.search<{
        id: number;
        merged_into?: number;
        article_count: number;
        member_sample_ids?: number[];
      }>({
        index: app.indices.events,
        size: ALL,
        _source: ['id', 'merged_into', 'article_count', 'member_sample_ids'],
        query: { match_all: {} },
      })
    ).hits.hits.map((h) => [h._source!.id, h._source!]),
  );
  const liveEventOf = (id: number | undefined): number | undefined => {
    for (let hops = 0; id !== undefined && hops < 20; hops++) {
      const event = events.get(id);
      if (!event) return undefined;
      if (event.merged_into === undefined) return id;
      id = event.merged_into;
    }
    return undefined;
  };

  const byUrl = new Map<string, number>();
  for (const a of articles) byUrl.set(a.url, (byUrl.get(a.url) ?? 0) + 1);
  const wanted = new Set(feedUrls);
  const members = new Map<number, Set<number>>();
  const orphanArticles: number[] = [];
  for (const a of articles) {
    const event = liveEventOf(a.event_id);
    if (event === undefined) orphanArticles.push(a.id);
    else members.set(event, (members.get(event) ?? new Set()).add(a.id));
  }
  const brokenEvents = [...events.values()]
    .filter((e) => e.merged_into === undefined)
    .filter(
      (e) =>
        (members.get(e.id)?.size ?? 0) !== e.article_count ||
        (e.member_sample_ids ?? []).some((id) => !members.get(e.id)?.has(id)),
    )
    .map((e) => e.id);
  return {
    articles: articles.length,
    missing: feedUrls.filter((url) => !byUrl.has(url)),
    duplicated: [...byUrl].filter(([, n]) => n > 1).map(([url]) => url),
    unexpected: [...byUrl.keys()].filter((url) => !wanted.has(url)),
    orphanArticles,
    brokenEvents,
    events: [...events.values()].filter((e) => e.merged_into === undefined).length,
  };
}
