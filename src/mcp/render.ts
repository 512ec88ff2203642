// Compact text renderings of tool results: one line per item with the id to follow up, so a model or a person
// reads the answer without parsing the structured content (which carries every field).
import { GAP_PROVISIONAL_HOURS } from '../spec';
import type { presentEventListItem, presentGapEntry } from '../api/presenters/event';

type EventItem = Pick<
  ReturnType<typeof presentEventListItem>,
  'id' | 'title' | 'category' | 'divergence_score' | 'time_ago'
>;

export const eventLine = (e: EventItem) =>
  `- #${e.id} [${e.category}, divergence ${e.divergence_score}, ${e.time_ago}] ${e.title}`;

export const gapLine = (g: ReturnType<typeof presentGapEntry>) =>
  `- #${g.id} [${g.category}] ${g.title}: covered by the ${g.gap.covered_by} (${g.gap.covered_count} outlets), ignored by the ${g.gap.ignored_by}${g.gap.provisional ? ` (provisional: under ${GAP_PROVISIONAL_HOURS} h old)` : ''}`;

export function listText(heading: string, lines: string[], nextCursor: string | null): string {
  const more = nextCursor ? '\n(more: call again with cursor = meta.next_cursor)' : '';
  return `${heading}\n${lines.length ? lines.join('\n') : '(none)'}${more}`;
}
