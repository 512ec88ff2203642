// Market relevance of an article, an integer 0-100, stored at ingest; it backs the events filter
// `min_market_score` (SPEC §4 Events) and the market desk. Three evidence sources add up:
//   tickers  0 / 28 / 34 / 40 points for 0 / 1 / 2 / 3+ ticker symbols tagged
//   topics   12 points per core finance topic, 5 per peripheral one (policy, tech, health), at most 25
//   words    35 x min(1, hits / 4) x min(1, density / 0.05), where hits sums finance-vocabulary cues
//            (1 strong, 0.5 weak) and density = hits / words; both caps so one stray "billion" in a
//            long political piece earns little, and a dense earnings headline earns all 35.
// The sum is rounded and capped at 100. See docs/enrichment-sentiment.md.
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText } from './text';
import { TOPICS, type Topic } from '../spec';

export interface MarketScoreInput {
  /** Ticker symbols tagged on the article (without the `ticker:` prefix). */
  tickers: string[];
  /** Topic names tagged on the article (without the `topic:` prefix). */
  topics: string[];
  analysed: AnalysedText;
}

const TICKER_POINTS = [0, 28, 34, 40];
const CORE_TOPIC_POINTS = 12;
const PERIPHERAL_TOPIC_POINTS = 5;
const MAX_TOPIC_POINTS = 25;
const MAX_WORD_POINTS = 35;
const FULL_HITS = 4;
const FULL_DENSITY = 0.05;

/** Topics that also tag plain politics, health or tech news, so they say less about markets. */
const PERIPHERAL_TOPICS: ReadonlySet<Topic> = new Set<Topic>([
  'trade',
  'sanctions',
  'antitrust',
  'regulation',
  'litigation',
  'fda',
  'labor',
  'ai',
  'cyber',
]);
const KNOWN_TOPICS: ReadonlySet<string> = new Set(TOPICS);

const STRONG_WORDS =
  'earnings, Fed, revenue, profit, shares, stock, stocks, investors, shareholders, dividend, quarterly, EPS, guidance, analysts, estimates, valuation, Nasdaq, NYSE, S&P, Dow, FTSE, Nikkei, DAX, bonds, yields, treasuries, bps, IPO, buyback, securities, futures, commodities, crude, bitcoin, forex, ebitda, selloff, brokerage, inflation, basis points, Wall Street, market cap, net income, per share, price target, private equity, venture capital, Federal Reserve, central bank, interest rates, rate cut, rate hike, hedge fund';
const WEAK_WORDS =
  'market, markets, index, rate, rates, bank, banks, lender, credit, debt, loan, fund, funds, assets, portfolio, trading, traders, oil, gold, crypto, currency, dollar, euro, yen, sales, margin, margins, quarter, forecast, outlook, CEO, CFO, stake, merger, acquisition, billion, economy, GDP, recession, rally, investment, fiscal, tariffs, upgrade, downgrade, Treasury, results';

/** Vocabulary by Porter2 stem (phrases as "stem stem"); a strong entry wins over a weak one. */
const VOCABULARY = new StemLexicon([
  ...WEAK_WORDS.split(', ').map((w): [string, number] => [analyse(w).stems.join(' '), 0.5]),
  ...STRONG_WORDS.split(', ').map((w): [string, number] => [analyse(w).stems.join(' '), 1]),
]);

/** Sum of finance-vocabulary cues; a matched phrase consumes both of its words. */
function vocabularyHits(text: AnalysedText): number {
  let hits = 0;
  const keys = text.stemKeys;
  for (let i = 0; i < keys.length; i += 1) {
    const phrase = i + 1 < keys.length ? VOCABULARY.pair(keys[i], keys[i + 1]) : undefined;
    if (phrase !== undefined) {
      hits += phrase;
      i += 1;
    } else hits += VOCABULARY.single(keys[i]) ?? 0;
  }
  return hits;
}

export function marketScore(input: MarketScoreInput): number {
  const tickers = new Set(input.tickers).size;
  const tickerPoints = TICKER_POINTS[Math.min(tickers, TICKER_POINTS.length - 1)];

  let topicPoints = 0;
  for (const topic of new Set(input.topics)) {
    if (!KNOWN_TOPICS.has(topic)) continue;
    topicPoints += PERIPHERAL_TOPICS.has(topic as Topic) ? PERIPHERAL_TOPIC_POINTS : CORE_TOPIC_POINTS;
  }
  topicPoints = Math.min(topicPoints, MAX_TOPIC_POINTS);

  const words = input.analysed.words.length;
  const hits = vocabularyHits(input.analysed);
  const density = words === 0 ? 0 : hits / words;
  const wordPoints = MAX_WORD_POINTS * Math.min(1, hits / FULL_HITS) * Math.min(1, density / FULL_DENSITY);

  return Math.min(100, Math.round(tickerPoints + topicPoints + wordPoints));
}
