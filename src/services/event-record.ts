// The event document as the read side sees it (docs/event-document.md): the fields lists, single events and
// gaps read, and the `_source` each of them asks Elasticsearch for (never the clustering state).
import type { SideCounts } from '../analyze/coverage';
import type { SourceRow } from '../analyze/sources';
import type { Category, FactStatus } from '../spec';

export interface StoredFact {
  status: FactStatus;
  text: string;
  source_attribution: string;
  agreeing: number;
  covering: number;
}

export interface StoredGap {
  covered_by: 'left' | 'right';
  ignored_by: 'left' | 'right';
  covered_count: number;
  ignored_count: number;
}

export interface EventRecord {
  id: number;
  title: string;
  summary: string;
  category: Category;
  /** Absent until the event analysis has scored the event. */
  divergence_score?: number;
  article_count: number;
  /** Covering outlets per side (absent until the analysis has run): the web pages' spectrum bars. */
  coverage?: SideCounts;
  first_seen_at: string;
  reported_at: string;
  updated_at: string;
  sources?: SourceRow[];
  facts?: StoredFact[];
  /** The analysis's components, drivers, confidence, method version and history, as stored. */
  divergence?: Record<string, unknown>;
  gap?: StoredGap;
  /** Set only on a tombstone: the event this one was merged into. */
  merged_into?: number;
}

/** What a list item needs (SPEC §2 Event list item) plus first_seen_at, and the outlets per side the pages draw. */
export const LIST_FIELDS = [
  'id',
  'title',
  'summary',
  'category',
  'divergence_score',
  'article_count',
  'coverage.left',
  'coverage.center',
  'coverage.right',
  'first_seen_at',
  'reported_at',
  'updated_at',
];

/** A single event (SPEC §2 Event single) with our divergence object and gap (what readers flag), and the tombstone pointer. */
export const SINGLE_FIELDS = [...LIST_FIELDS, 'sources', 'facts', 'divergence', 'gap', 'merged_into'];

/** A gap entry (SPEC §2 Gap entry). */
export const GAP_FIELDS = [...LIST_FIELDS, 'gap'];
