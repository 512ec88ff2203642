// The work of `parallax analyze` over one input stream: every line checked and analysed as ingest analyses an
// article, grouped by its event id, and each event analysed and written once the input ends (grouping needs all of
// an event's lines, wherever they are). Only members are held: the analysed lead of each article, not its body.
import type { CarryingMember } from '../analyze/carried-inputs';
import { analysedEvent } from './analyze-event';
import { readAnalyzeLines, type EventId } from './analyze-input';
import { memberOfLine } from './analyze-member';

export interface AnalyzeSummary {
  events: number;
  /** Articles analysed: lines kept, less those that repeated an article of their event. */
  articles: number;
  /** Lines skipped as malformed (not JSON, a field missing or wrong, no http(s) URL, an empty title). */
  malformed: number;
  /** Lines skipped because no tracked outlet claims them and they place none, by the outlet they name. */
  untracked: Map<string, number>;
  /** Lines whose article (canonical URL) their event already had: the later line's version is kept. */
  repeated: number;
}

export interface AnalyzeIo {
  /** Takes one output line (without its newline); resolves once the output can take more. */
  write(line: string): Promise<void>;
  /** Reports a skipped line. */
  warn(message: string): void;
  /** The run's start (future dates are read as this time, as at ingest). */
  now?: Date;
}

/** Output order is the order in which the input first names each event. */
export async function analyzeStream(
  input: NodeJS.ReadableStream,
  { write, warn, now = new Date() }: AnalyzeIo,
): Promise<AnalyzeSummary> {
  const summary: AnalyzeSummary = { events: 0, articles: 0, malformed: 0, untracked: new Map(), repeated: 0 };
  // Keyed by the id's JSON, so that the event "7" and the event 7 stay two; members by article id.
  const events = new Map<string, { id: EventId; members: Map<number, CarryingMember> }>();
  for await (const line of readAnalyzeLines(input)) {
    if (!line.ok) {
      summary.malformed += 1;
      warn(`line ${line.line}: ${line.error}`);
      continue;
    }
    const outcome = await memberOfLine(line.item, now);
    if (!outcome.ok) {
      if (outcome.reason === 'invalid') {
        summary.malformed += 1;
        warn(`line ${line.line}: ${outcome.message}`);
      } else summary.untracked.set(line.outletName, (summary.untracked.get(line.outletName) ?? 0) + 1);
      continue;
    }
    const key = JSON.stringify(line.eventId);
    let event = events.get(key);
    if (!event) {
      event = { id: line.eventId, members: new Map() };
      events.set(key, event);
    }
    if (event.members.has(outcome.member.id)) summary.repeated += 1;
    event.members.set(outcome.member.id, outcome.member);
  }
  for (const [key, { id, members }] of events) {
    await write(JSON.stringify(analysedEvent(id, [...members.values()])));
    summary.events += 1;
    summary.articles += members.size;
    // Written: its members are no longer needed.
    events.delete(key);
  }
  return summary;
}

/** The summary as one line for standard error, untracked outlets most frequent first (at most ten named). */
export function summaryLine(s: AnalyzeSummary): string {
  const untracked = [...s.untracked.values()].reduce((sum, n) => sum + n, 0);
  const named = [...s.untracked]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([name, n]) => `${name} ${n}`);
  const more = s.untracked.size > named.length ? `, ${s.untracked.size - named.length} more` : '';
  return [
    `analyze: ${s.events} events, ${s.articles} articles`,
    `skipped ${s.malformed + untracked} lines: ${s.malformed} malformed, ${untracked} of an untracked outlet` +
      ` without side or bias_position${named.length > 0 ? ` (${named.join(', ')}${more})` : ''}`,
    ...(s.repeated > 0
      ? [`${s.repeated} lines repeated an article of their event (the later line kept)`]
      : []),
  ].join('; ');
}
