// The events the explorer's page tests browse: a scored event with a hostile headline, its ledger, components
// and history; a cheaper one; a coverage gap; a tombstone merged into the first; one older than a guest may read;
// and a category with more events than one page holds. Shared by the HTTP and the browser tests.
import type { AppContext } from '../../src/context';
import { indexArticles } from './article-fixtures';
import type { EventFixture } from './event-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

export const HOSTILE_TITLE = '<script>alert("owned")</script> Senate & House split';

export const SCORED_ID = 1;
export const CHEAP_ID = 2;
export const GAP_ID = 3;
export const MERGED_ID = 4;
export const OLD_ID = 5;
/** Events of the `other` category: one more page than EVENTS_PER_PAGE holds. */
export const FILLER_IDS = Array.from({ length: 22 }, (_, i) => 100 + i);

export const SCORED_DIVERGENCE = {
  method_version: 1,
  basis: 'both_sides',
  confidence: 0.75,
  framing: 0.62,
  sentiment: 0.4,
  headline: 0.2,
  facts: 0.5,
  omission: 0.25,
  coverage: 0.1,
  drivers: {
    framing: ['fox-news', 'msnbc'],
    sentiment: ['breitbart'],
    headline: [],
    facts: ['msnbc'],
    omission: [],
    coverage: [],
  },
  history: [
    { t: new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString(), score: 41, method_version: 1 },
    { t: new Date(Date.now() - 20 * 60 * 60 * 1000).toISOString(), score: 66, method_version: 1 },
    { t: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(), score: 78, method_version: 1 },
  ],
};

export function explorerEvents(now = Date.now()): EventFixture[] {
  return [
    {
      id: SCORED_ID,
      title: HOSTILE_TITLE,
      summary: 'Lawmakers <b>disagree</b> on the budget.',
      category: 'politics',
      divergence_score: 78,
      outlets: ['msnbc', 'cnn', 'reuters', 'fox-news', 'breitbart'],
      framing: ['conflict', 'economic', 'factual', 'conflict', 'morality'],
      first_seen_at: new Date(now - 30 * 60 * 60 * 1000),
      updated_at: new Date(now - 60 * 60 * 1000),
      facts: [
        {
          status: 'confirmed',
          text: 'The vote was 51 to 49',
          source_attribution: 'Senate clerk',
          agreeing: 5,
          covering: 5,
        },
        {
          status: 'disputed',
          text: 'The bill cuts <em>taxes</em>',
          source_attribution: 'White House',
          agreeing: 2,
          covering: 5,
        },
      ],
      divergence: SCORED_DIVERGENCE,
    },
    {
      id: CHEAP_ID,
      title: 'Central bank holds rates',
      category: 'economy',
      divergence_score: 12,
      outlets: ['cnn', 'reuters', 'wall-street-journal'],
      first_seen_at: new Date(now - 5 * 60 * 60 * 1000),
    },
    {
      id: GAP_ID,
      title: 'Local union strike spreads',
      category: 'economy',
      divergence_score: 30,
      outlets: ['msnbc', 'huffpost', 'vox', 'reuters'],
      first_seen_at: new Date(now - 10 * 60 * 60 * 1000),
    },
    { id: MERGED_ID, merged_into: SCORED_ID, title: 'Merged away', first_seen_at: new Date(now - DAY_MS) },
    {
      id: OLD_ID,
      title: 'An old story',
      divergence_score: 50,
      first_seen_at: new Date(now - 20 * DAY_MS),
    },
    ...FILLER_IDS.map((id, i) => ({
      id,
      title: `Filler story ${id}`,
      category: 'other' as const,
      divergence_score: 40 + (i % 10),
      first_seen_at: new Date(now - (2 + i) * 60 * 60 * 1000),
    })),
  ];
}

/** Two articles of the scored event, one with a hostile headline. */
export async function indexExplorerArticles(app: Pick<AppContext, 'es' | 'indices'>): Promise<void> {
  await indexArticles(app, [
    { id: 9001, outlet: 'msnbc', headline: 'Budget <img src=x onerror=alert(1)> fight', event_id: SCORED_ID },
    { id: 9002, outlet: 'fox-news', headline: 'Senate passes budget', hoursAgo: 2, event_id: SCORED_ID },
  ]);
}
