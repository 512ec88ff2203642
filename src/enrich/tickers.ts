// Ticker tagging: which companies and ETFs of the ~720-symbol universe a headline and lead mention.
// Runs on the ingest hot path, so everything is compiled once at module load: one Map from a name's
// first token to its candidate names, a few notation regexes, and the word sets (data, in ticker-words.ts). A call
// tokenises the text once and looks each token up once; there is no loop over symbols. Here the mentions found are
// weighed against each other; the table is ticker-universe.ts, reading a text ticker-segment.ts, matching
// ticker-notation.ts and ticker-names.ts, ranking ticker-salience.ts. Rules: docs/enrichment-tickers.md.
import { findNames } from './ticker-names';
import { findNotations } from './ticker-notation';
import type { Mention } from './ticker-mention';
import { rankBySalience } from './ticker-salience';
import { lower, segmentOf, type Segment } from './ticker-segment';
import { cuesOf, vetoesOf } from './ticker-universe';

function containsAny(segments: Segment[], words: Set<string> | undefined): boolean {
  if (!words) return false;
  for (const s of segments) for (const w of lower(s)) if (words.has(w)) return true;
  return false;
}

/**
 * Returns the symbols (no `ticker:` prefix) of universe companies and ETFs that the text mentions,
 * most salient first: mentioned in the title before body-only, then by mention count, then first position.
 */
export function extractTickers(title: string, body?: string): string[] {
  const segments = [segmentOf(title)];
  if (body) segments.push(segmentOf(body));
  const confident: Mention[] = [];
  const pending: Mention[] = [];
  for (let s = 0; s < segments.length; s++) {
    findNotations(segments[s], s, confident);
    findNames(segments[s], s, confident, pending);
  }
  // Vetoes cancel a company's ambiguous names only; explicit notation and unambiguous names stand.
  const accepted = confident.filter(
    (m) => m.kind !== 'ambiguous' || !containsAny(segments, vetoesOf.get(m.symbol)),
  );
  let open = pending.filter((m) => !containsAny(segments, vetoesOf.get(m.symbol)));
  // Resolve until nothing changes: a company-specific cue anywhere, or a second distinct mention
  // (another company, or this one in another form) that is itself accepted.
  for (let changed = true; changed && open.length > 0;) {
    changed = false;
    const still: Mention[] = [];
    for (const m of open) {
      const corroborated =
        containsAny(segments, cuesOf.get(m.symbol)) ||
        accepted.some((c) => c.symbol !== m.symbol || c.form !== m.form);
      if (corroborated) {
        accepted.push(m);
        changed = true;
      } else still.push(m);
    }
    open = still;
  }
  return rankBySalience(accepted);
}
