// The online clustering loop. Each ingest cycle hands over its new articles; each one joins the most
// probable recent event or founds one, in (published time, id) order. At the end of the cycle the events it
// touched are compared with their own candidates and merged when they turn out to be one happening, or when a
// lone article among those candidates, decided again, would now clearly join them; members that fit another
// event clearly better are moved. The cycle's changes are saved at once.
import {
  candidateQuery,
  MemoryCandidateIndex,
  type CandidateQuery,
  type CandidateSource,
} from './candidates';
import { checkModel, decide, DEFAULT_MODEL, sameEventProbability, type DecisionModel } from './decide';
import { articleProfile, eventProfile } from './profile';
import { candidateSimilarities, similarity, type Similarity } from './similarity';
import {
  foundEvent,
  joinEvent,
  leaveEvent,
  MEMBER_SAMPLE,
  memberCount,
  mergeEvents,
  type EventState,
} from './event-state';
import type { ArticleFeatures } from '../documents/article-features';
import type { Assignment, ClusterChanges, ClusterStore, Merge } from './store';

export interface ClustererOptions {
  model?: DecisionModel;
  /** Merge events that converge (default true). */
  merge?: boolean;
  /** Move members that fit another event better (default true). */
  move?: boolean;
  /** Told of every join, merge and move with the features it rested on (scripts/eval-same-actor.ts). */
  trace?: (record: JoinRecord) => void;
}

/** Why articles came together: an article joined, two events merged, or a member moved. */
export interface JoinRecord {
  how: 'join' | 'merge' | 'second look' | 'move';
  /** The article that joined or moved, or the sampled members of the event merged into the other. */
  incoming: number[];
  /** The sampled members of the event it went into, before. */
  into: number[];
  similarity: Similarity;
  /** The pair probability (merges) or the choice probability (joins, second looks, moves). */
  probability: number;
}

/**
 * Members of larger events are not re-checked: their centroid no longer moves with one article. Within the
 * member sample, so every member of a re-checked event is known.
 */
const MOVE_MAX_MEMBERS = Math.min(40, MEMBER_SAMPLE);
/** A member moves only when another event beats its own by this much probability. */
const MOVE_MARGIN = 0.2;
/** A member this probable against its whole event is not re-checked. */
const SURE = 0.9;
/** Candidates an event is compared with for merging: a partner for the same happening ranks near the top. */
const MERGE_CANDIDATES = 6;
/** Merges per touched event per cycle, a bound on maintenance cost. */
const MAX_MERGES = 4;
/**
 * A lone article at least this probable (pair model) as a touched event's partner is decided again. Below it a
 * second decision practically never joins: on 40,000 bench articles (eval-clustering.ts --bench) a floor of 0.2
 * re-decided 13,310 articles for 273 joins, 0.35 re-decided 3,988 for the same 273, with every eval unchanged.
 */
const SECOND_LOOK_FLOOR = 0.35;
/**
 * Choice probability at which a lone article decided again joins the touched event: above `join`, since the
 * same decision went the other way once (at `join` the packed week's same-topic neighbours merged).
 */
const SECOND_LOOK_JOIN = 0.7;

const memberIds = (event: EventState): number[] => event.members.map((m) => m.id);

const byTimeThenId = (a: ArticleFeatures, b: ArticleFeatures): number => a.at - b.at || a.id - b.id;

export class Clusterer {
  private readonly model: DecisionModel;
  private readonly merging: boolean;
  private readonly moving: boolean;
  private readonly trace?: (record: JoinRecord) => void;
  // One cycle's work: events changed so far (visible to later articles of the same cycle even when the
  // store has not indexed them yet), events merged away, and the articles' current events.
  private pending = new MemoryCandidateIndex(false);
  private gone = new Map<number, number>();
  private merges: Merge[] = [];
  private assigned = new Map<number, number>();
  private fresh = new Map<number, ArticleFeatures>();
  private touched = new Set<number>();

  constructor(
    private readonly source: CandidateSource,
    private readonly store: ClusterStore,
    options: ClustererOptions = {},
  ) {
    this.model = checkModel(options.model ?? DEFAULT_MODEL);
    this.merging = options.merge ?? true;
    this.moving = options.move ?? true;
    this.trace = options.trace;
  }

  /**
   * Clusters one cycle's articles and saves the outcome. Articles clustered before (re-ingest, restart)
   * are left where they are; the returned changes say where every new article went.
   */
  async cycle(articles: readonly ArticleFeatures[]): Promise<ClusterChanges> {
    const changes = await this.plan(articles);
    await this.store.save(changes);
    return changes;
  }

  /** Clusters one cycle's articles without saving: the caller saves the returned changes (see cycle). */
  async plan(articles: readonly ArticleFeatures[]): Promise<ClusterChanges> {
    const ids = [...new Set(articles.map((a) => a.id))];
    const queries = new Map(articles.map((a) => [a, candidateQuery(articleProfile(a))]));
    // Which articles were clustered before, and the candidates of all of them, asked for at once.
    const [known] = await Promise.all([
      this.store.eventsOfArticles(ids),
      this.source.prefetch?.([...queries.values()]),
    ]);
    const seen = new Set<number>();
    for (const article of [...articles].sort(byTimeThenId)) {
      if (known.has(article.id) || seen.has(article.id)) continue;
      seen.add(article.id);
      await this.assign(article, queries.get(article)!);
    }
    if (this.merging) await this.mergeTouched();
    if (this.moving) await this.moveMisfits();
    const changes = this.changes();
    this.reset();
    return changes;
  }

  private async assign(article: ArticleFeatures, query: CandidateQuery): Promise<void> {
    const candidates = await this.candidates(query);
    const { event, probability, similarity } = decide(article, candidates, this.model);
    if (event && similarity) this.record('join', [article.id], event, similarity, probability);
    const joined = event ? joinEvent(event, article) : foundEvent(article);
    this.fresh.set(article.id, article);
    this.assigned.set(article.id, joined.id);
    this.put(joined);
  }

  /** Store results overlaid with this cycle's newer states, without the events merged away. */
  private async candidates(query: CandidateQuery): Promise<EventState[]> {
    const byId = new Map<number, EventState>();
    for (const event of await this.source.candidates(query)) {
      if (!this.gone.has(event.id)) byId.set(event.id, this.pending.get(event.id) ?? event);
    }
    for (const event of this.pending.search(query)) byId.set(event.id, event);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }

  private put(event: EventState): void {
    this.pending.upsert(event);
    this.touched.add(event.id);
  }

  private async mergeTouched(): Promise<void> {
    const firstRound = [...this.touched]
      .map((id) => this.live(id))
      .filter((e): e is EventState => e !== undefined)
      .map((e) => candidateQuery(eventProfile(e), [e.id], MERGE_CANDIDATES));
    await this.source.prefetch?.(firstRound);
    for (const touchedId of [...this.touched].sort((a, b) => a - b)) {
      let id = touchedId;
      for (let round = 0; round < MAX_MERGES; round += 1) {
        const event = this.live(id);
        if (!event) break;
        const profile = eventProfile(event);
        const others = await this.candidates(candidateQuery(profile, [event.id], MERGE_CANDIDATES));
        // Judged within the partners' window, as joins are: words all of them share say nothing.
        const similarities = candidateSimilarities(profile, others);
        const ps = similarities.map((s) => sameEventProbability(s, this.model));
        let best = -1;
        let bestP = this.model.merge;
        ps.forEach((p, j) => {
          if (p >= bestP && (best < 0 || p > bestP || others[j].id < others[best].id)) [best, bestP] = [j, p];
        });
        if (best >= 0) this.record('merge', memberIds(others[best]), event, similarities[best], bestP);
        const partner = best >= 0 ? others[best] : await this.secondLook(event, others, ps);
        if (!partner) break;
        id = this.mergePair(event, partner).id;
      }
    }
  }

  /**
   * The first of the touched event's plausible partners that is a lone article which, decided again now
   * (the choice model over its current window, its own event left out), would join the touched event
   * clearly. The article was decided when the event was smaller or not yet there; a gold event of 2-3
   * articles is split for good when its second article misses the first and founds alone.
   */
  private async secondLook(
    event: EventState,
    others: readonly EventState[],
    ps: readonly number[],
  ): Promise<EventState | null> {
    const lonely = others
      .map((other, j) => ({ other, p: ps[j] }))
      .filter(({ other, p }) => memberCount(other) === 1 && p >= SECOND_LOOK_FLOOR)
      .sort((x, y) => y.p - x.p || x.other.id - y.other.id);
    for (const { other } of lonely) {
      const [article] = (await this.memberFeatures(other)).values();
      if (!article) continue;
      const window = await this.candidates(candidateQuery(articleProfile(article), [other.id]));
      const { event: target, probability, similarity: s } = decide(article, window, this.model);
      if (target?.id !== event.id || probability < SECOND_LOOK_JOIN || !s) continue;
      this.record('second look', [article.id], event, s, probability);
      return other;
    }
    return null;
  }

  /** Merges two events of this cycle's window and records it; returns the merged state. */
  private mergePair(event: EventState, other: EventState): EventState {
    const merged = mergeEvents(event, other);
    const absorbed = merged.id === event.id ? other : event;
    this.pending.remove(absorbed.id);
    this.touched.delete(absorbed.id);
    this.gone.set(absorbed.id, merged.id);
    this.merges.push({ from: absorbed.id, into: merged.id });
    // The sampled members; the rest are re-pointed by the store, which finds them by their event_id.
    for (const m of absorbed.members) this.assigned.set(m.id, merged.id);
    this.put(merged);
    return merged;
  }

  private record(
    how: JoinRecord['how'],
    incoming: number[],
    into: EventState,
    s: Similarity,
    probability: number,
  ): void {
    this.trace?.({ how, incoming, into: memberIds(into), similarity: s, probability });
  }

  /** The live state of a touched event, or undefined when it was merged away. */
  private live(id: number): EventState | undefined {
    return this.gone.has(id) ? undefined : this.pending.get(id);
  }

  private async moveMisfits(): Promise<void> {
    for (const id of [...this.touched].sort((a, b) => a - b)) {
      const event = this.live(id);
      if (!event || memberCount(event) < 3 || memberCount(event) > MOVE_MAX_MEMBERS) continue;
      const features = await this.memberFeatures(event);
      for (const member of event.members) {
        const article = features.get(member.id);
        const current = this.live(id);
        if (!article || !current) continue;
        await this.moveIfBetter(article, current);
      }
    }
  }

  private async moveIfBetter(article: ArticleFeatures, event: EventState): Promise<void> {
    const profile = articleProfile(article);
    // Screen against the whole event first (cheap); only doubtful members are compared without themselves.
    if (sameEventProbability(similarity(profile, eventProfile(event)), this.model) >= SURE) return;
    const rest = leaveEvent(event, article);
    if (rest === event) return;
    const own = sameEventProbability(similarity(profile, eventProfile(rest)), this.model);
    if (own >= this.model.join) return;
    const others = await this.candidates(candidateQuery(profile, [event.id]));
    const { event: target, probability, similarity: s } = decide(article, others, this.model);
    if (!target || !s || probability < own + MOVE_MARGIN) return;
    this.record('move', [article.id], target, s, probability);
    const joined = joinEvent(target, article);
    this.put(rest);
    this.put(joined);
    this.assigned.set(article.id, joined.id);
  }

  private async memberFeatures(event: EventState): Promise<Map<number, ArticleFeatures>> {
    const missing = event.members.map((m) => m.id).filter((id) => !this.fresh.has(id));
    const stored =
      missing.length > 0 ? await this.store.articles(missing) : new Map<number, ArticleFeatures>();
    for (const id of event.members.map((m) => m.id)) {
      const f = this.fresh.get(id);
      if (f) stored.set(id, f);
    }
    return stored;
  }

  private changes(): ClusterChanges {
    const events = [...this.touched]
      .sort((a, b) => a - b)
      .map((id) => this.live(id))
      .filter((e): e is EventState => e !== undefined);
    const assignments: Assignment[] = [...this.assigned]
      .sort((a, b) => a[0] - b[0])
      .map(([articleId, eventId]) => ({ articleId, eventId }));
    return { events, merges: this.merges, assignments, articles: [...this.fresh.values()] };
  }

  private reset(): void {
    this.pending = new MemoryCandidateIndex(false);
    this.gone = new Map();
    this.merges = [];
    this.assigned = new Map();
    this.fresh = new Map();
    this.touched = new Set();
  }
}
