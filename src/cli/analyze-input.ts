// Reads the input of `parallax analyze`: replay lines (src/ingest/replay-file.ts, the same fields and checks)
// that also name their event, and may place an outlet outside the 45 on the spectrum by `bias_position` or
// `side`. Numbered from 1; a malformed line is an error with its number, never the end of the run.
import Joi from 'joi';
import { sideOf, type Side } from '../analyze/coverage';
import type { RawArticle } from '../ingest/article';
import { canonicalUrl, displayDomain } from '../ingest/canonical-url';
import type { BatchItem } from '../ingest/pipeline';
import { readReplay } from '../ingest/replay-file';
import { placedOutlet } from './placed-outlet';
import { GAP } from '../spec';

/** An event as the input names it: output as given, so a string and a number stay apart. */
export type EventId = string | number;

export type AnalyzeLine =
  | {
      line: number;
      ok: true;
      eventId: EventId;
      item: BatchItem;
      /** The outlet as the line names it (its `outlet`, else its URL's host), for the skipped-outlet count. */
      outletName: string;
    }
  | { line: number; ok: false; error: string };

interface EventFields {
  event_id: EventId;
  bias_position?: number | null;
  side?: Side | null;
}

// Without conversion: the event id is written back exactly as given, and a position must be a number.
const eventSchema = Joi.object<EventFields>({
  event_id: Joi.alternatives(Joi.string().pattern(/\S/).max(1000), Joi.number()).required(),
  bias_position: Joi.number().integer().min(0).max(100).allow(null),
  side: Joi.string().valid('left', 'center', 'right').allow(null),
})
  .unknown(true)
  .messages({ 'string.pattern.base': '"event_id" must not be blank' });

/** The host an article's URL names, when it is a URL at all (normalisation reports it otherwise). */
function hostOf(url: string): string | undefined {
  try {
    return displayDomain(canonicalUrl(url));
  } catch {
    return undefined;
  }
}

function eventLine(record: RawArticle, line: number): AnalyzeLine {
  const { value, error } = eventSchema.validate(record, { abortEarly: true, convert: false });
  if (error) return { line, ok: false, error: error.message };
  const eventId = value.event_id;
  // Null means absent, as for replay's optional fields.
  const placement = { bias_position: value.bias_position ?? undefined, side: value.side ?? undefined };
  const { bias_position: position, side } = placement;
  if (position !== undefined && side !== undefined && sideOf(position) !== side) {
    return {
      line,
      ok: false,
      error:
        `"side" is "${side}" but "bias_position" ${position} is ${sideOf(position)} ` +
        `(left <= ${GAP.leftMaxPosition}, right >= ${GAP.rightMinPosition})`,
    };
  }
  const outletName = record.outlet ?? hostOf(record.url) ?? record.url;
  // Used only when no tracked outlet claims the article (normaliseArticle): a tracked one keeps its own place.
  const outlet =
    position !== undefined || side !== undefined ? placedOutlet(outletName, placement) : undefined;
  return { line, ok: true, eventId, item: { raw: record, where: `line ${line}`, outlet }, outletName };
}

/** Yields every non-blank line of the stream, numbered from 1, checked as a replay line and then as an event's. */
export async function* readAnalyzeLines(input: NodeJS.ReadableStream): AsyncGenerator<AnalyzeLine> {
  for await (const parsed of readReplay(input))
    yield parsed.ok ? eventLine(parsed.record, parsed.line) : parsed;
}
