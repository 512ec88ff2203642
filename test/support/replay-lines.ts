// Records as the numbered, well-formed lines that replayLines reads, as a JSONL file of them would give them.
import type { RawArticle } from '../../src/ingest/article';

export function replayLinesOf(records: readonly RawArticle[]) {
  return records.map((record, i) => ({ line: i + 1, ok: true as const, record }));
}
