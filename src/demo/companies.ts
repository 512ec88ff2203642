// Real listed companies the market stories name (name, ticker and listing are facts). The events
// about them are invented; the sector decides which story kinds a company can appear in.
import type { Rng } from './prng';

export type Sector =
  | 'tech'
  | 'chips'
  | 'bank'
  | 'energy'
  | 'pharma'
  | 'retail'
  | 'auto'
  | 'industrial'
  | 'media'
  | 'mining'
  | 'europe'
  | 'uk'
  | 'japan';

export interface Company {
  /** Common name as headlines use it: "Apple", "JPMorgan". */
  name: string;
  /** Fuller corporate name for the first mention in some leads. */
  formal: string;
  ticker: string;
  exchange: 'NASDAQ' | 'NYSE';
  sector: Sector;
}

// Rows: name|formal|ticker|exchange|sector. One line each keeps the table readable and diffable.
const ROWS = `
Apple|Apple Inc.|AAPL|NASDAQ|tech
Microsoft|Microsoft Corp.|MSFT|NASDAQ|tech
Alphabet|Alphabet Inc.|GOOGL|NASDAQ|tech
Amazon|Amazon.com Inc.|AMZN|NASDAQ|retail
Meta|Meta Platforms Inc.|META|NASDAQ|tech
Netflix|Netflix Inc.|NFLX|NASDAQ|media
Salesforce|Salesforce Inc.|CRM|NYSE|tech
Oracle|Oracle Corp.|ORCL|NYSE|tech
Adobe|Adobe Inc.|ADBE|NASDAQ|tech
IBM|International Business Machines Corp.|IBM|NYSE|tech
Uber|Uber Technologies Inc.|UBER|NYSE|tech
Nvidia|Nvidia Corp.|NVDA|NASDAQ|chips
AMD|Advanced Micro Devices Inc.|AMD|NASDAQ|chips
Intel|Intel Corp.|INTC|NASDAQ|chips
Broadcom|Broadcom Inc.|AVGO|NASDAQ|chips
Qualcomm|Qualcomm Inc.|QCOM|NASDAQ|chips
Micron|Micron Technology Inc.|MU|NASDAQ|chips
JPMorgan|JPMorgan Chase & Co.|JPM|NYSE|bank
Goldman Sachs|Goldman Sachs Group Inc.|GS|NYSE|bank
Morgan Stanley|Morgan Stanley|MS|NYSE|bank
Bank of America|Bank of America Corp.|BAC|NYSE|bank
Citigroup|Citigroup Inc.|C|NYSE|bank
Wells Fargo|Wells Fargo & Co.|WFC|NYSE|bank
BlackRock|BlackRock Inc.|BLK|NYSE|bank
Exxon|Exxon Mobil Corp.|XOM|NYSE|energy
Chevron|Chevron Corp.|CVX|NYSE|energy
ConocoPhillips|ConocoPhillips|COP|NYSE|energy
Occidental|Occidental Petroleum Corp.|OXY|NYSE|energy
Pfizer|Pfizer Inc.|PFE|NYSE|pharma
Eli Lilly|Eli Lilly and Co.|LLY|NYSE|pharma
Merck|Merck & Co.|MRK|NYSE|pharma
AbbVie|AbbVie Inc.|ABBV|NYSE|pharma
Johnson & Johnson|Johnson & Johnson|JNJ|NYSE|pharma
Moderna|Moderna Inc.|MRNA|NASDAQ|pharma
Bristol Myers Squibb|Bristol-Myers Squibb Co.|BMY|NYSE|pharma
Amgen|Amgen Inc.|AMGN|NASDAQ|pharma
Walmart|Walmart Inc.|WMT|NYSE|retail
Target|Target Corp.|TGT|NYSE|retail
Costco|Costco Wholesale Corp.|COST|NASDAQ|retail
Home Depot|Home Depot Inc.|HD|NYSE|retail
Nike|Nike Inc.|NKE|NYSE|retail
Starbucks|Starbucks Corp.|SBUX|NASDAQ|retail
McDonald's|McDonald's Corp.|MCD|NYSE|retail
Tesla|Tesla Inc.|TSLA|NASDAQ|auto
Ford|Ford Motor Co.|F|NYSE|auto
General Motors|General Motors Co.|GM|NYSE|auto
Rivian|Rivian Automotive Inc.|RIVN|NASDAQ|auto
Boeing|Boeing Co.|BA|NYSE|industrial
Caterpillar|Caterpillar Inc.|CAT|NYSE|industrial
General Electric|GE Aerospace|GE|NYSE|industrial
Lockheed Martin|Lockheed Martin Corp.|LMT|NYSE|industrial
FedEx|FedEx Corp.|FDX|NYSE|industrial
Delta|Delta Air Lines Inc.|DAL|NYSE|industrial
Disney|Walt Disney Co.|DIS|NYSE|media
Comcast|Comcast Corp.|CMCSA|NASDAQ|media
Warner Bros. Discovery|Warner Bros. Discovery Inc.|WBD|NASDAQ|media
Newmont|Newmont Corp.|NEM|NYSE|mining
Freeport-McMoRan|Freeport-McMoRan Inc.|FCX|NYSE|mining
ASML|ASML Holding N.V.|ASML|NASDAQ|europe
SAP|SAP SE|SAP|NYSE|europe
Shell|Shell plc|SHEL|NYSE|europe
Novo Nordisk|Novo Nordisk A/S|NVO|NYSE|europe
HSBC|HSBC Holdings plc|HSBC|NYSE|uk
BP|BP plc|BP|NYSE|uk
Unilever|Unilever plc|UL|NYSE|uk
Toyota|Toyota Motor Corp.|TM|NYSE|japan
Sony|Sony Group Corp.|SONY|NYSE|japan
`;

export const COMPANIES: readonly Company[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [name, formal, ticker, exchange, sector] = line.split('|');
    return { name, formal, ticker, exchange: exchange as Company['exchange'], sector: sector as Sector };
  });

const BY_SECTOR = new Map<Sector, Company[]>();
for (const c of COMPANIES) BY_SECTOR.set(c.sector, [...(BY_SECTOR.get(c.sector) ?? []), c]);

/** A company from one of the sectors (any sector when none is given). */
export function company(r: Rng, ...sectors: Sector[]): Company {
  if (sectors.length === 0) return r.pick(COMPANIES);
  return r.pick(BY_SECTOR.get(r.pick(sectors)) ?? COMPANIES);
}

/** A second company of the sectors, different from `other`. */
export function otherCompany(r: Rng, other: Company, ...sectors: Sector[]): Company {
  for (;;) {
    const c = company(r, ...sectors);
    if (c.ticker !== other.ticker) return c;
  }
}

/**
 * The ways a story names a company, one drawn per mention: bare name mostly, sometimes the formal
 * name, the exchange form "(NASDAQ: AAPL)" or a cashtag, as wire and business copy does.
 */
export function mentions(c: Company): readonly string[] {
  return [
    c.name,
    c.name,
    c.name,
    c.name,
    c.formal,
    `${c.name} (${c.exchange}: ${c.ticker})`,
    `${c.name} ($${c.ticker})`,
  ];
}
