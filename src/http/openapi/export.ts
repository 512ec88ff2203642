// GET /export/events.ndjson and GET /export/articles.ndjson (docs/export.md): the NDJSON line schemas (a row is
// the list's item, the last line the trailer) and the two operations. A 200 here is a stream: no ETag, no 304.
import { CURSOR_TTL_MS } from '../../spec';
import { ROWS_PER_UNIT } from '../../services/export/row-budget';
import { EXPORT_CURSOR_HEADER, NDJSON_TYPE } from '../routes/export';
import { ARTICLE_EXPORT_PARAMETERS, EVENT_EXPORT_PARAMETERS } from '../../contract/parameters/export';
import { getOperation } from './common';
import { contractComponents } from './contract-components';
import { queryParameters, type WrittenAs } from './contract-parameters';
import { headerRef, ref } from './schema';
import type { Header, Parameter, PathItem, Reference, Schema } from './types';

const CURSOR_HOURS = CURSOR_TTL_MS / 3_600_000;

export const EXPORT_HEADERS: Record<string, Header> = {
  ExportCursor: {
    description: `A cursor of this export at the point this response starts. When the stream breaks before its trailer, send it back as \`cursor\` with \`after\` = the \`id\` of the last complete line received, and the export goes on exactly after that row. Valid ${CURSOR_HOURS} hours.`,
    required: true,
    schema: { type: 'string', minLength: 1 },
  },
};

export const EXPORT_SCHEMAS = contractComponents('ExportTrailer');

/** The schema of one line: a row or the trailer (a row has `id`, the trailer never has). */
function line(row: string): Schema {
  return {
    description: `One line of the stream: an \`${row}\` (exactly the list's item), or, last, the \`ExportTrailer\`.`,
    oneOf: [ref(row), ref('ExportTrailer')],
  };
}

/** How the export's parameters are written: its cursor's prose names the response header. */
const WRITTEN_AS: WrittenAs = {
  describe: {
    cursor: `Resumes an export: the trailer's \`next_cursor\`, or the \`${EXPORT_CURSOR_HEADER}\` header of a response that broke off. The export keeps the snapshot of its first request (rows first stored after it stay out). Expired (${CURSOR_HOURS} hours), tampered or from other filters: 400 \`invalid_cursor\`.`,
  },
};

/**
 * The events export's document states `framing` and `embed` as plain strings, though they are checked as on
 * GET /events (an enum, a list of names); the agreement test names these two.
 */
const EVENTS_WRITTEN_AS: WrittenAs = {
  ...WRITTEN_AS,
  looser: { framing: { type: 'string' }, embed: { type: 'string' } },
};

const SHARED_DESCRIPTION = `Tier Business only (others: 401 \`dev_tier_required\`). Every matching row, streamed as NDJSON (\`${NDJSON_TYPE}\`, one JSON object a line, gzip or brotli when accepted), in ascending \`id\` order, from one snapshot; the last line is always the \`ExportTrailer\`, so a cut stream is told apart from a complete one. Counted once on the daily cap like any request; that unit pays for the first ${ROWS_PER_UNIT.toLocaleString('en')} rows and each further started ${ROWS_PER_UNIT.toLocaleString('en')} rows costs one more unit of the same cap, charged as the stream goes: when the cap refuses one, the stream ends with a trailer carrying a 429 \`daily_cap_exceeded\` error and a \`next_cursor\`. Parameters are checked before the first byte (unknown ones are a 400).`;

function exportOperation(
  operationId: string,
  summary: string,
  description: string,
  row: string,
  parameters: (Parameter | Reference)[],
): { get: ReturnType<typeof getOperation>['get'] } {
  const operation = getOperation({
    operationId,
    summary,
    tag: 'Export',
    description: `${description} ${SHARED_DESCRIPTION}`,
    parameters,
    ok: {
      description: 'The rows, one a line, then the trailer.',
      contentType: NDJSON_TYPE,
      schema: line(row),
      headers: { [EXPORT_CURSOR_HEADER]: headerRef('ExportCursor') },
    },
    errors: ['InvalidParameterOrCursor', 'InvalidApiKeyOrDevTier'],
  });
  // A stream is neither hashed nor revalidated.
  const { '304': notModified, ...responses } = operation.get.responses;
  void notModified;
  const ok = responses['200'] as { headers?: Record<string, Reference | Header> };
  delete ok.headers?.ETag;
  return { get: { ...operation.get, responses } };
}

export const EXPORT_PATHS: Record<string, PathItem> = {
  '/export/events.ndjson': exportOperation(
    'exportEvents',
    'Export events',
    "Every event `GET /events` lists with the same filters (no tombstones; `since`/`until` bound the event's first_seen_at), each line exactly its list item (with `embed`, its sources and facts).",
    'Event',
    queryParameters(EVENT_EXPORT_PARAMETERS, EVENTS_WRITTEN_AS),
  ),
  '/export/articles.ndjson': exportOperation(
    'exportArticles',
    'Export articles',
    'Every article `GET /articles` lists with the same filters (`since`/`until` bound published_at), each line exactly its item; `category` keeps only articles whose event is of that category now (unclustered articles then drop out).',
    'Article',
    queryParameters(ARTICLE_EXPORT_PARAMETERS, WRITTEN_AS),
  ),
};
