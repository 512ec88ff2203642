// One article's enrichment: the text is analysed once and every tagger reads that analysis. The ingest path,
// the replay path and `parallax enrich` all call this function, so what is measured is what is served.
import type { Enrichment } from '../documents/enrichment';
import { TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX } from '../spec';
import { detectFraming } from './framing';
import { marketScore } from './market-score';
import { scoreSentiment } from './sentiment';
import { analyse } from './text';
import { extractTickers } from './tickers';
import { tagTopics } from './topics';

function framingOf({ framing, framing_summary }: { framing: string; framing_summary: string }) {
  return { framing, framing_summary };
}

/** The text every tagger reads: the headline, then the lead. */
export function enrichmentText(title: string, lead: string): string {
  return lead ? `${title}. ${lead}` : title;
}

/**
 * `lead` is the summary or the opening of the body: what the taggers were tuned on alongside headlines.
 * `analysed` may be passed when the caller analysed `enrichmentText(title, lead)` already.
 */
export function enrich(
  title: string,
  lead = '',
  analysed = analyse(enrichmentText(title, lead)),
): Enrichment {
  const tickers = extractTickers(title, lead);
  const topics = tagTopics(title, lead, analysed);
  const sentiment = scoreSentiment(title, lead, analysed);
  return {
    tickers,
    topics,
    tags: [...tickers.map((t) => TICKER_TAG_PREFIX + t), ...topics.map((t) => TOPIC_TAG_PREFIX + t)],
    sentiment: sentiment?.label ?? null,
    sentiment_score: sentiment ? Math.round(sentiment.score * 1000) / 1000 : null,
    market_score: marketScore({ tickers, topics, analysed }),
    ...framingOf(detectFraming(title, lead, analysed)),
  };
}
