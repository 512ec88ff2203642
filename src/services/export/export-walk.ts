// The walk behind a bulk export: every matching document of one index, in pages of EXPORT_PAGE_SIZE, in `id`
// order, read from one Elasticsearch point in time (PIT) opened for this walk alone and closed when the walk ends,
// fails or is abandoned (a client that disconnects). Rows come in id order because the id is the one sort key no
// ingest change can move, so a walk resumed by a later request (a new PIT, `id > the last id sent`) continues
// exactly after the last row the client received (docs/decisions.md, "Bulk export"). One page is read ahead
// while the previous one is written, and no more: a client that reads slowly holds the walk back.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../../context';
import { PIT_KEEP_ALIVE, unreadablePit } from '../pagination/paged-search';

/** Rows per Elasticsearch page, and so per chunk of the stream: about 0.3-1 MB of event list items. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * How long one export read may take: a page is 10-40 times a list page, and a stream that has started cannot
 * answer 503 any more, so a busy store gets longer than the lists' READ_TIMEOUT_MS before the export stops with
 * an error trailer (and its cursor).
 */
export const EXPORT_READ_OPTIONS = { requestTimeout: 30_000 };

type Query = estypes.QueryDslQueryContainer;

export interface ExportPlan<T extends { id: number }> {
  index: string;
  /**
   * The documents an export started at `snapshotAt` may show; time-relative bounds (lookback, the snapshot's own
   * bound) are taken from it, so a resumed export reads the same set. Throws the caller's mistakes (a 401 for a
   * since before the lookback) before any PIT is opened.
   */
  query: (snapshotAt: number) => Query;
  source: string[];
  /** A filter the index cannot apply alone (the category of an article's event); keeps the order. */
  refine?: (rows: T[]) => Promise<T[]>;
}

export interface ExportStart {
  /** When the export's first request was served: the snapshot every resumed request reads too. */
  snapshotAt: number;
  /** Only rows with a greater id: the last id a previous request sent. */
  afterId?: number;
}

const ID_ORDER: estypes.SortCombinations[] = [{ id: 'asc' }];

/**
 * Pages of rows (each page non-empty; refined pages may be shorter than EXPORT_PAGE_SIZE, or empty ones are
 * skipped). Ending the iteration early (`return()`) waits for the page being read ahead and closes the PIT.
 */
export async function* exportPages<T extends { id: number }>(
  ctx: AppContext,
  plan: ExportPlan<T>,
  start: ExportStart,
): AsyncGenerator<T[], void, undefined> {
  const query = plan.query(start.snapshotAt);
  const reader = new PitReader<T>(ctx, plan, query, start.afterId);
  await reader.open();
  let ahead: Promise<estypes.SearchHit<T>[]> | undefined;
  try {
    ahead = reader.next();
    for (;;) {
      const hits: estypes.SearchHit<T>[] = await ahead;
      ahead = hits.length < EXPORT_PAGE_SIZE ? undefined : reader.next();
      const rows = hits.map((hit) => hit._source as T);
      const shown = plan.refine && rows.length ? await plan.refine(rows) : rows;
      if (shown.length) yield shown;
      if (!ahead) return;
    }
  } finally {
    // A page still being read when the client left: let it settle so the PIT is closed after its last use.
    await ahead?.catch(() => undefined);
    reader.close();
  }
}

/** Reads one page after another from the walk's PIT, or from the live index once the PIT cannot be read. */
class PitReader<T extends { id: number }> {
  private pit: string | undefined;
  /** The PIT's sort values of the last hit read (with its implicit `_shard_doc`), for search_after. */
  private after: estypes.SortResults | undefined;
  private lastId: number | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly plan: ExportPlan<T>,
    private readonly query: Query,
    afterId: number | undefined,
  ) {
    this.lastId = afterId;
  }

  async open(): Promise<void> {
    const res = await this.ctx.es.openPointInTime(
      { index: this.plan.index, keep_alive: PIT_KEEP_ALIVE },
      EXPORT_READ_OPTIONS,
    );
    this.pit = res.id;
  }

  async next(): Promise<estypes.SearchHit<T>[]> {
    let res: estypes.SearchResponse<T>;
    try {
      res = this.pit === undefined ? await this.live() : await this.onPit(this.pit);
    } catch (err) {
      const why = unreadablePit(err);
      const singleNode = this.ctx.es.connectionPool.size < 2;
      if (this.pit === undefined || !why || (why === 'unavailable' && singleNode)) throw err;
      // A client that reads slower than the keep-alive, or the PIT's node left: the id order goes on over the
      // live index from the last id read, still bounded to the export's snapshot by the plan's query.
      if (why !== 'lapsed') this.ctx.logger.warn({ err, why }, 'export: point in time unavailable');
      this.pit = undefined;
      res = await this.live();
    }
    if (res.pit_id) this.pit = res.pit_id;
    const hits = res.hits.hits;
    if (hits.length) {
      const last = hits[hits.length - 1];
      this.after = last.sort;
      this.lastId = (last._source as T).id;
    }
    return hits;
  }

  /** Frees the snapshot now rather than when its keep-alive runs out; a failure only delays that. */
  close(): void {
    const pit = this.pit;
    this.pit = undefined;
    if (pit === undefined) return;
    this.ctx.es
      .closePointInTime({ id: pit })
      .catch((err: unknown) => this.ctx.logger.warn({ err }, 'export: closing a point in time failed'));
  }

  private request(): estypes.SearchRequest {
    return {
      size: EXPORT_PAGE_SIZE,
      sort: ID_ORDER,
      _source: this.plan.source,
      track_total_hits: false,
      // A page missing a failed shard's rows would be a silent gap in the export.
      allow_partial_search_results: false,
    };
  }

  /** Within the PIT, search_after the last hit; its first page starts after the resumed-from id, if any. */
  private onPit(pit: string): Promise<estypes.SearchResponse<T>> {
    return this.ctx.es.search<T>(
      {
        ...this.request(),
        pit: { id: pit, keep_alive: PIT_KEEP_ALIVE },
        ...(this.after ? { search_after: this.after, query: this.query } : { query: this.afterLastId() }),
      },
      EXPORT_READ_OPTIONS,
    );
  }

  private live(): Promise<estypes.SearchResponse<T>> {
    return this.ctx.es.search<T>(
      { ...this.request(), index: this.plan.index, query: this.afterLastId() },
      EXPORT_READ_OPTIONS,
    );
  }

  private afterLastId(): Query {
    if (this.lastId === undefined) return this.query;
    return { bool: { filter: [this.query, { range: { id: { gt: this.lastId } } }] } };
  }
}
