// Readers' flags exported by `parallax feedback export --out FILE` (JSON Lines of src/feedback/labels.ts), read for
// the evaluation scripts: every line checked, then grouped per event as the number of distinct flags of each
// kind and reason, so a script can set readers' verdicts beside its gold (docs/divergence.md, "Readers' flags").
import { readFileSync } from 'node:fs';
import type { FlagLabel } from '../../src/feedback/labels';
import { FEEDBACK_REASONS, type FeedbackItemKind } from '../../src/spec';

export type { FlagLabel };

function checked(line: string, number: number, file: string): FlagLabel {
  const label = JSON.parse(line) as FlagLabel;
  const reasons: readonly string[] = FEEDBACK_REASONS[label.item_kind] ?? [];
  if (!Number.isSafeInteger(label.event_id) || label.verdict !== 'wrong' || !reasons.includes(label.reason)) {
    throw new Error(`${file}:${number}: not a flag of parallax feedback export`);
  }
  return label;
}

/** Every flag of the file, in its order. */
export function loadReaderFlags(file: string): FlagLabel[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => [line.trim(), i + 1] as const)
    .filter(([line]) => line !== '')
    .map(([line, number]) => checked(line, number, file));
}

/** Per event, how many flags each kind of item drew for each reason: `score.too_high` → 3. */
export function flagsByEvent(labels: readonly FlagLabel[]): Map<number, Map<string, number>> {
  const byEvent = new Map<number, Map<string, number>>();
  for (const label of labels) {
    const counts = byEvent.get(label.event_id) ?? new Map<string, number>();
    const key = `${label.item_kind satisfies FeedbackItemKind}.${label.reason}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    byEvent.set(label.event_id, counts);
  }
  return byEvent;
}
