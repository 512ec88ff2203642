// `parallax enrich`: the ingest path's enrichment as a filter, so any text can be measured without indexing it.
import readline from 'node:readline';
import Joi from 'joi';
import { enrich } from '../enrich/enrich';
import { Command } from './command';

const usage = `Usage: parallax enrich < items.jsonl > tags.jsonl

Reads JSON Lines {"id", "title", "body"?} on standard input and writes one line per item:
{"id", "tickers", "topics", "sentiment_score", "sentiment", "market_score", "framing"}. A malformed line is
reported on standard error with its number and skipped. Exit code 1 when any line was malformed.`;

const itemSchema = Joi.object({
  id: Joi.alternatives(Joi.string(), Joi.number()).required(),
  title: Joi.string().allow('').required(),
  body: Joi.string().allow('', null),
}).unknown(true);

export const enrichCommand: Command = {
  name: 'enrich',
  usage,
  async run() {
    let malformed = 0;
    let number = 0;
    for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      number += 1;
      if (line.trim() === '') continue;
      let item: { id: string | number; title: string; body?: string | null };
      try {
        const { value, error } = itemSchema.validate(JSON.parse(line));
        if (error) throw error;
        item = value;
      } catch (err) {
        malformed += 1;
        console.error(`line ${number}: ${(err as Error).message}`);
        continue;
      }
      const e = enrich(item.title, item.body ?? '');
      const out = {
        id: item.id,
        tickers: e.tickers,
        topics: e.topics,
        sentiment_score: e.sentiment_score,
        sentiment: e.sentiment,
        market_score: e.market_score,
        framing: e.framing,
      };
      if (!process.stdout.write(`${JSON.stringify(out)}\n`)) {
        await new Promise((resolve) => process.stdout.once('drain', resolve));
      }
    }
    return malformed > 0 ? 1 : 0;
  },
};
