// Reads a replay file (JSON Lines, one article per line; format in the README) as a stream of numbered records.
// A malformed line is reported with its number and skipped; it never aborts the run.
import fs from 'node:fs';
import readline from 'node:readline';
import Joi from 'joi';
import type { RawArticle } from './article';
import { parseDate } from './dates';

const lineSchema = Joi.object<RawArticle>({
  url: Joi.string().trim().min(1).max(4096).required(),
  title: Joi.string().trim().min(1).max(2000).required(),
  published_at: Joi.string()
    .trim()
    .max(100)
    .required()
    // The one date rule of every source (./dates.ts); the line keeps its text, which the content hash reads.
    .custom((value: string, helpers) =>
      parseDate(value) === undefined ? helpers.error('date.base') : value,
    ),
  summary: Joi.string().allow('', null).max(100_000),
  body: Joi.string().allow('', null).max(1_000_000),
  byline: Joi.string().allow('', null).max(1000),
  image_url: Joi.string().allow('', null).max(4096),
  outlet: Joi.string().allow('', null).max(200),
})
  .unknown(true)
  .messages({
    'date.base': '"published_at" is not an ISO 8601 or RFC 822 date (a date without a zone is read as UTC)',
  });

export type ReplayLine =
  { line: number; ok: true; record: RawArticle } | { line: number; ok: false; error: string };

export function parseReplayLine(text: string, line: number): ReplayLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { line, ok: false, error: `invalid JSON: ${(err as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { line, ok: false, error: 'a line must be a JSON object' };
  }
  const { value: record, error } = lineSchema.validate(value, { abortEarly: true, convert: true });
  if (error) return { line, ok: false, error: error.message };
  // Null and empty optional fields mean "absent".
  for (const key of ['summary', 'body', 'byline', 'image_url', 'outlet'] as const) {
    if (!record[key]) delete record[key];
  }
  return { line, ok: true, record };
}

/** Yields every non-blank line of the stream, numbered from 1. */
export async function* readReplay(input: NodeJS.ReadableStream): AsyncGenerator<ReplayLine> {
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    if (text.trim() === '') continue;
    yield parseReplayLine(text, number);
  }
}

export function openReplayFile(path: string): NodeJS.ReadableStream {
  return fs.createReadStream(path, { encoding: 'utf8' });
}
