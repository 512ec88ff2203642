// Builds src/enrich/data/tickers.json, the ~720-symbol ticker universe the tagger matches against.
// Usage: npx tsx scripts/build-tickers.ts <data-dir>
// Order of inclusion: S&P 500, Nasdaq-100, the largest other US-listed companies by market cap (ADRs
// included), then a hand-picked list of major ETFs. Names are derived from legal names automatically;
// the hand tables below add well-known short names and mark names that need corroborating context.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UniverseEntry as TickerEntry } from '../src/enrich/ticker-universe';
import { csvRecords } from './lib/csv';
import { dataDirArgument } from './lib/data-dir-argument';

const TARGET_SIZE = 720;

interface RawListing {
  symbol: string;
  name: string;
  marketCap: number;
}

function readCsv(path: string): Record<string, string>[] {
  return csvRecords(readFileSync(path, 'utf8'));
}

/** Descriptions of the security rather than the company ("Class A Common Stock", "American Depositary Shares"). */
const SECURITY_TAIL =
  /\s+(?:-\s+)?(?:Class [A-C]\b|Series [A-C]\b|Common Stock|Common Shares|Common Units|Ordinary Shares?|Ordinary Share\b|American Deposit[ao]ry|ADS\b|ADR\b|Sponsored|Sponosred|Unsponsored|Registered|NY Registry|New York Registry|Limited Voting|Subordinate|Limited Partnership|Limited Partner|Units? Representing|REIT$|Pfd\b|\(DE\)|\(NEW\)|\(Canada\)|\(Ireland\)).*$/i;
/** Issues that are not the company's common equity: preferreds, notes, units, warrants. */
const NOT_EQUITY =
  /\b(?:preferred|notes?|debentures?|warrants?|rights|zones|corporate units|equity units?|tangible equity|subordinated|perpetual|convertible|interest in a share)/i;
/** Legal-form suffixes; stripped repeatedly from the end of a name. */
const LEGAL_SUFFIX =
  /(?:,?\s+(?:&\s+(?:Co\.?|Company)|Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.?|Ltd\.?|Limited|[Pp][Ll][Cc]\.?|p\.l\.c\.|AG|SE|S\.A\.B\. de C\.V\.|S\.A\.|S[Aa]|N\.V\.|NV|A\/S|ASA|S\.p\.A\.|SpA|L\.P\.|LP|LLC|Oyj)|\s*\((?:The|DE|NEW|Class [A-C])\))$/;
/** Corporate-structure words dropped for the short name ("CME Group" -> "CME", "Booking Holdings" -> "Booking"). */
const STRUCTURE_SUFFIX =
  /\s+(?:Group|Holdings?|Holding Company|Companies|& Co\.?|and Company|Worldwide|Enterprises?)$/;

function stripRepeatedly(name: string, pattern: RegExp): string {
  let out = name;
  for (;;) {
    const next = out.replace(pattern, '').trim();
    if (next === out || next === '') return out;
    out = next;
  }
}

/** Normalises typography so names and article text tokenise alike. */
function normalise(name: string): string {
  return name
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Removes accents: "Estée Lauder" is usually written "Estee Lauder" in feeds. */
function foldAccents(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Derives [clean name, short name] from a legal or listing name. */
export function deriveNames(legal: string): string[] {
  let name = normalise(legal).replace(SECURITY_TAIL, '');
  // "Lilly (Eli)" -> "Eli Lilly"; "Coca-Cola Company (The)" handled by LEGAL_SUFFIX.
  name = name.replace(/^(.+?) \((?!The\)|Class )([^)]+)\)$/, '$2 $1');
  name = stripRepeatedly(name, LEGAL_SUFFIX).replace(/^The\s+/, '');
  const short = stripRepeatedly(name, STRUCTURE_SUFFIX);
  const names = [short, name];
  // Listing feeds shout ("NVIDIA", "AMETEK"): also accept the title-case spelling of long all-caps words.
  for (const n of [short, name]) {
    const titled = n.replace(/\b([A-Z])([A-Z]{3,})\b/g, (_m, a: string, b: string) => a + b.toLowerCase());
    names.push(titled);
  }
  for (const n of [...names]) names.push(foldAccents(n));
  // "Colgate-Palmolive" is often written "Colgate Palmolive".
  for (const n of [...names])
    if (/[A-Za-z]-[A-Z]/.test(n)) names.push(n.replace(/([A-Za-z])-([A-Z])/g, '$1 $2'));
  // "eBay", "argenx" open a headline or a title-case line as "EBay", "Argenx".
  for (const n of [...names]) if (/^[a-z]/.test(n)) names.push(n[0].toUpperCase() + n.slice(1));
  return [...new Set(names.filter((n) => n.length > 1))];
}

/** Legal-form words in a registered name, in the spellings articles use ("Corp", "Corporation"). */
const LEGAL_FORM_WORDS: [RegExp, string[]][] = [
  [/\b(?:Inc\.?|Incorporated)(?=\s|,|$)/i, ['inc', 'incorporated']],
  [/\b(?:Corp\.?|Corporation)(?=\s|,|$)/i, ['corp', 'corporation']],
  [/\b(?:Co\.|Company)(?=\s|,|$)/i, ['co', 'company']],
  [/\b(?:Ltd\.?|Limited)(?=\s|,|$)/i, ['ltd', 'limited']],
  [/\b(?:plc|p\.l\.c\.)(?=\s|,|$)/i, ['plc']],
  [/\bHoldings?\b/, ['holdings']],
  [/\bGroup\b/, ['group']],
  [/\b(?:AG|SE|N\.V\.|S\.A\.|L\.P\.|LP)(?=\s|,|$)/, ['ag', 'se', 'nv', 'sa', 'lp']],
];

function legalForms(registered: string): string[] {
  const name = normalise(registered).replace(SECURITY_TAIL, '');
  return LEGAL_FORM_WORDS.filter(([re]) => re.test(name)).flatMap(([, words]) => words);
}

function loadListings(dataDir: string): RawListing[] {
  const out: RawListing[] = [];
  for (const exchange of ['nyse', 'nasdaq', 'amex']) {
    const path = join(dataDir, 'tickers', 'us_stock_symbols', `${exchange}_full_tickers.json`);
    const rows = JSON.parse(readFileSync(path, 'utf8')) as {
      symbol: string;
      name: string;
      marketCap: string;
    }[];
    for (const r of rows) {
      out.push({ symbol: r.symbol.replace('/', '.'), name: r.name, marketCap: Number(r.marketCap) || 0 });
    }
  }
  return out.sort((a, b) => b.marketCap - a.marketCap);
}

function build(dataDir: string): TickerEntry[] {
  const core: { symbol: string; legal: string }[] = [];
  for (const r of readCsv(join(dataDir, 'tickers', 'sp500', 'constituents.csv'))) {
    core.push({ symbol: r['Symbol'], legal: r['Security'] });
  }
  for (const r of readCsv(join(dataDir, 'tickers', 'nasdaq100', 'nasdaq100_constituents.csv'))) {
    core.push({ symbol: r['Ticker'], legal: r['Company'] });
  }
  const chosen = new Map<string, string>();
  for (const c of core) if (!chosen.has(c.symbol)) chosen.set(c.symbol, c.legal);

  // Fill with the largest other listings, one per company, until the universe reaches its target size.
  const listings = loadListings(dataDir);
  const seenCompanies = new Set([...chosen.values()].map((n) => deriveNames(n)[0].toLowerCase()));
  const extrasWanted = TARGET_SIZE - chosen.size - ETFS.length;
  let added = 0;
  for (const l of listings) {
    if (added >= extrasWanted) break;
    if (chosen.has(l.symbol) || NOT_EQUITY.test(l.name) || l.marketCap <= 0) continue;
    const key = deriveNames(l.name)[0].toLowerCase();
    if (seenCompanies.has(key)) continue;
    seenCompanies.add(key);
    chosen.set(l.symbol, l.name);
    added++;
  }
  for (const etf of ETFS) chosen.set(etf.symbol, etf.name);

  // Listing names carry the legal form ("Delta Air Lines Inc.") that index lists drop.
  const listingName = new Map(listings.map((l) => [l.symbol, l.name]));
  const claimed = new Map<string, string>();
  const entries: TickerEntry[] = [];
  for (const [symbol, legal] of chosen) {
    const name = NAME_OVERRIDES[symbol] ?? legal;
    const etf = ETFS.find((e) => e.symbol === symbol);
    const derived = etf ? etf.names : deriveNames(name);
    const candidates = [...derived, ...(ALIASES[symbol] ?? [])].filter(
      (n) => !DROPPED.has(foldAccents(n).toLowerCase()),
    );
    // A surface form belongs to the first (most important) symbol that claims it.
    const names = SECONDARY.has(symbol) ? [] : candidates.filter((n) => !claimed.has(n));
    for (const n of candidates)
      if (claimed.has(n) && claimed.get(n) !== symbol)
        console.log(`note: ${symbol} keeps no "${n}", which names ${claimed.get(n)}`);
    for (const n of names) claimed.set(n, symbol);
    const unique = [...new Set(names)];
    const ambiguous = unique.filter((n) => AMBIGUOUS.has(n) || COMMON_NOUN_NAMES.has(n) || SURNAMES.has(n));
    const words = unique.filter((n) => COMMON_NOUN_NAMES.has(n));
    const people = unique.filter((n) => SURNAMES.has(n));
    const suffixes = [...new Set([...legalForms(legal), ...legalForms(listingName.get(symbol) ?? '')])];
    const entry: TickerEntry = {
      symbol,
      name: normalise(name.replace(SECURITY_TAIL, '')),
      names: unique,
      bare: symbol.replace(/\.[A-Z]$/, '').length >= 3 && !BARE_GUARD.has(symbol),
    };
    if (ambiguous.length > 0) entry.ambiguous = ambiguous;
    if (words.length > 0) entry.words = words;
    if (people.length > 0) entry.people = people;
    if (suffixes.length > 0 && !etf) entry.suffixes = suffixes;
    if (CUES[symbol]) entry.cues = CUES[symbol];
    if (VETO[symbol]) entry.veto = VETO[symbol];
    entries.push(entry);
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------------
// Hand tables. Facts about names and words, reviewed by hand against the generated universe.
// ---------------------------------------------------------------------------------------------------

/** Major ETFs, matched by ticker notation and by their usual names. */
const ETFS: { symbol: string; name: string; names: string[] }[] = [
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', names: ['SPDR S&P 500 ETF', 'SPDR S&P 500'] },
  { symbol: 'IVV', name: 'iShares Core S&P 500 ETF', names: ['iShares Core S&P 500'] },
  { symbol: 'VOO', name: 'Vanguard S&P 500 ETF', names: ['Vanguard S&P 500 ETF'] },
  { symbol: 'VTI', name: 'Vanguard Total Stock Market ETF', names: ['Vanguard Total Stock Market ETF'] },
  { symbol: 'QQQ', name: 'Invesco QQQ Trust', names: ['Invesco QQQ'] },
  {
    symbol: 'DIA',
    name: 'SPDR Dow Jones Industrial Average ETF Trust',
    names: ['SPDR Dow Jones Industrial Average ETF'],
  },
  {
    symbol: 'IWM',
    name: 'iShares Russell 2000 ETF',
    names: ['iShares Russell 2000 ETF', 'iShares Russell 2000'],
  },
  { symbol: 'EFA', name: 'iShares MSCI EAFE ETF', names: ['iShares MSCI EAFE'] },
  { symbol: 'EEM', name: 'iShares MSCI Emerging Markets ETF', names: ['iShares MSCI Emerging Markets'] },
  { symbol: 'VEA', name: 'Vanguard FTSE Developed Markets ETF', names: ['Vanguard FTSE Developed Markets'] },
  { symbol: 'VWO', name: 'Vanguard FTSE Emerging Markets ETF', names: ['Vanguard FTSE Emerging Markets'] },
  {
    symbol: 'AGG',
    name: 'iShares Core U.S. Aggregate Bond ETF',
    names: ['iShares Core U.S. Aggregate Bond'],
  },
  { symbol: 'BND', name: 'Vanguard Total Bond Market ETF', names: ['Vanguard Total Bond Market'] },
  { symbol: 'TLT', name: 'iShares 20+ Year Treasury Bond ETF', names: ['iShares 20+ Year Treasury Bond'] },
  { symbol: 'IEF', name: 'iShares 7-10 Year Treasury Bond ETF', names: ['iShares 7-10 Year Treasury Bond'] },
  { symbol: 'SHY', name: 'iShares 1-3 Year Treasury Bond ETF', names: ['iShares 1-3 Year Treasury Bond'] },
  { symbol: 'LQD', name: 'iShares iBoxx $ Investment Grade Corporate Bond ETF', names: [] },
  { symbol: 'HYG', name: 'iShares iBoxx $ High Yield Corporate Bond ETF', names: [] },
  { symbol: 'GLD', name: 'SPDR Gold Shares', names: ['SPDR Gold Shares', 'SPDR Gold Trust'] },
  { symbol: 'SLV', name: 'iShares Silver Trust', names: ['iShares Silver Trust'] },
  { symbol: 'USO', name: 'United States Oil Fund', names: ['United States Oil Fund'] },
  { symbol: 'XLF', name: 'Financial Select Sector SPDR Fund', names: ['Financial Select Sector SPDR'] },
  { symbol: 'XLK', name: 'Technology Select Sector SPDR Fund', names: ['Technology Select Sector SPDR'] },
  { symbol: 'XLE', name: 'Energy Select Sector SPDR Fund', names: ['Energy Select Sector SPDR'] },
  { symbol: 'XLV', name: 'Health Care Select Sector SPDR Fund', names: ['Health Care Select Sector SPDR'] },
  { symbol: 'XLI', name: 'Industrial Select Sector SPDR Fund', names: ['Industrial Select Sector SPDR'] },
  { symbol: 'XLY', name: 'Consumer Discretionary Select Sector SPDR Fund', names: [] },
  { symbol: 'XLP', name: 'Consumer Staples Select Sector SPDR Fund', names: [] },
  { symbol: 'XLU', name: 'Utilities Select Sector SPDR Fund', names: ['Utilities Select Sector SPDR'] },
  { symbol: 'SMH', name: 'VanEck Semiconductor ETF', names: ['VanEck Semiconductor ETF'] },
  { symbol: 'ARKK', name: 'ARK Innovation ETF', names: ['ARK Innovation ETF', 'ARK Innovation'] },
  { symbol: 'VNQ', name: 'Vanguard Real Estate ETF', names: ['Vanguard Real Estate ETF'] },
  { symbol: 'IBIT', name: 'iShares Bitcoin Trust ETF', names: ['iShares Bitcoin Trust'] },
];

/** Listing names too garbled or too formal to derive from ("Petroleo Brasileiro S.A. Petrobras ADS"). */
// prettier-ignore
const NAME_OVERRIDES: Record<string, string> = {
  PBR: 'Petrobras', BNS: 'Bank of Nova Scotia', NGG: 'National Grid plc', RY: 'Royal Bank of Canada',
  BMO: 'Bank of Montreal', TD: 'Toronto-Dominion Bank', BTI: 'British American Tobacco plc',
  PUK: 'Prudential plc', KSPI: 'Kaspi.kz', YPF: 'YPF', MT: 'ArcelorMittal', BUD: 'Anheuser-Busch InBev',
  SPCX: 'SpaceX', E: 'Eni S.p.A.', NOK: 'Nokia Corporation', AMX: 'America Movil',
  BBDO: 'Banco Bradesco S.A.', SHG: 'Shinhan Financial Group', LYG: 'Lloyds Banking Group plc',
  VOD: 'Vodafone Group plc', RIO: 'Rio Tinto plc', PHG: 'Philips', SQM: 'SQM', FMX: 'FEMSA',
  MUFG: 'Mitsubishi UFJ Financial Group', SMFG: 'Sumitomo Mitsui Financial Group',
  FWONK: 'Liberty Media Corporation',
};

/** Well-known short names, former names and spellings that the legal name does not give. */
// prettier-ignore
const ALIASES: Record<string, string[]> = {
  MMM: ['3M Company'], ABT: ['Abbott', 'Abbott Labs'], ABBV: ['Abbvie'], A: ['Agilent'], AKAM: ['Akamai'],
  ALGN: ['Invisalign'], GOOGL: ['Google', 'Alphabet Inc'], AMZN: ['Amazon.com', 'Amazon Web Services', 'AWS'],
  AXP: ['AmEx', 'Amex'], AIG: ['AIG'], AMP: ['Ameriprise'], APO: ['Apollo Global', 'Apollo'],
  ADM: ['ADM', 'Archer-Daniels-Midland'], ARES: ['Ares'], ANET: ['Arista'], AJG: ['Gallagher'], ADP: ['ADP'],
  AVB: ['AvalonBay'],
  BAC: ['BofA', 'BoA', 'Bank of America Merrill Lynch', 'Merrill Lynch', 'BofA Merrill Lynch'],
  BAX: ['Baxter'], BDX: ['Becton, Dickinson', 'BD'], 'BRK.B': ['Berkshire', 'Berkshire Hathaway Inc'],
  BNY: ['BNY', 'Bank of New York Mellon', 'Bank of New York'],
  BMY: ['Bristol-Myers Squibb', 'Bristol-Myers', 'Bristol Myers'], BG: ['Bunge'], BXP: ['Boston Properties'],
  CDNS: ['Cadence'], CARR: ['Carrier'], CASY: ["Casey's General Stores"], COR: ['AmerisourceBergen'],
  CRL: ['Charles River Labs'], SCHW: ['Schwab'], CHTR: ['Charter', 'Spectrum'], CMG: ['Chipotle'],
  CSCO: ['Cisco Systems'], C: ['Citi', 'Citibank'], CFG: ['Citizens Financial Group'],
  KO: ['Coke', 'Coca-Cola Co', 'Coca Cola'], CL: ['Colgate'], ED: ['Con Edison', 'Con Ed', 'ConEd'],
  COO: ['CooperCompanies'], CSGP: ['CoStar'], COST: ['Costco Wholesale'], CVS: ['CVS'],
  DE: ['John Deere', 'Deere'], DELL: ['Dell'], DAL: ['Delta', 'Delta Airlines'], DVN: ['Devon'],
  DOW: ['Dow Inc', 'Dow Chemical'], DHI: ['DR Horton', 'D.R. Horton'], DD: ['Dupont', 'E.I. du Pont'],
  EIX: ['Edison', 'Southern California Edison'], ELV: ['Elevance', 'Anthem'], EMR: ['Emerson'],
  EL: ['Estee Lauder'], XOM: ['Exxon Mobil', 'Exxon', 'Exxon Mobil Corp'], FICO: ['FICO'], FIS: ['FIS'],
  FITB: ['Fifth Third', 'Fifth Third Bank'], F: ['Ford', 'Ford Motor Co'], FLEX: ['Flex Ltd', 'Flextronics'],
  FOXA: ['Fox', 'Fox Corp'], BEN: ['Franklin Templeton'], FCX: ['Freeport'], GE: ['GE', 'General Electric'],
  GM: ['GM'], GILD: ['Gilead'], GS: ['Goldman'], HIG: ['The Hartford', 'Hartford Financial'], HCA: ['HCA'],
  DOC: ['Healthpeak'], HPE: ['HPE'], HLT: ['Hilton Hotels'], HON: ['Honeywell', 'Honeywell International'],
  HPQ: ['HP', 'Hewlett-Packard'], HBAN: ['Huntington Bank'], IBM: ['International Business Machines'],
  ICE: ['Intercontinental Exchange Inc'], IFF: ['IFF'], INTC: ['Intel Corp'],
  JNJ: ['J&J', 'Johnson and Johnson'],
  JPM: ['JPMorgan', 'JP Morgan', 'J.P. Morgan', 'JPMorgan Chase & Co', 'JPMorgan Chase Bank'],
  KEY: ['KeyBank'], KHC: ['Kraft', 'Heinz'], LLY: ['Lilly'], LMT: ['Lockheed'],
  LOW: ['Lowes', "Lowe's Companies"], LULU: ['Lululemon'], MAR: ['Marriott'],
  MRSH: ['Marsh & McLennan', 'Marsh McLennan Companies'], MA: ['MasterCard'], MKC: ['McCormick'],
  MCD: ['McDonalds', "McDonald's Corp"], MRK: ['Merck'], META: ['Meta', 'Facebook'], MTD: ['Mettler-Toledo'],
  MGM: ['MGM'], MU: ['Micron'], TAP: ['Molson Coors'], MDLZ: ['Mondelez'], MCO: ["Moody's Investors Service"],
  MSI: ['Motorola'], MSCI: ['MSCI Inc'], NDAQ: ['Nasdaq Inc', 'Nasdaq OMX'],
  NWSA: ['News Corp', 'News Corporation'], NOC: ['Northrop'], NVDA: ['NVIDIA'], NXPI: ['NXP'],
  ORLY: ["O'Reilly"], OXY: ['Occidental'], ODFL: ['Old Dominion Freight Line'], ON: ['onsemi', 'ON Semi'],
  OTIS: ['Otis Elevator'], PLTR: ['Palantir'], PSKY: ['Paramount', 'Paramount Global', 'ViacomCBS'],
  PH: ['Parker-Hannifin'], PEP: ['Pepsi', 'Pepsico'], PM: ['Philip Morris'], PNC: ['PNC'], PPG: ['PPG'],
  LYV: ['Live Nation'], HRL: ['Hormel'], KEYS: ['Keysight'], TMO: ['Thermo Fisher'], ALNY: ['Alnylam'],
  SWKS: ['Skyworks'], MRVL: ['Marvell'], STM: ['STMicro'], RJF: ['Raymond James'],
  RCL: ['Royal Caribbean Cruises'], CCL: ['Carnival Corp', 'Carnival Cruise Line'],
  PG: ['P&G', 'Procter and Gamble'], PGR: ['Progressive Corp'], PEG: ['PSEG'], PRU: ['Prudential'],
  PHM: ['Pulte'], DGX: ['Quest'], RTX: ['Raytheon', 'Raytheon Technologies'], REGN: ['Regeneron'],
  ROST: ['Ross'], SPGI: ['S&P Global Inc', "Standard & Poor's"], SNDK: ['SanDisk'], SLB: ['SLB'],
  STX: ['Seagate'], SJM: ["Smucker's", 'Smucker', 'J.M. Smucker Co'], SO: ['Southern Company', 'Southern Co'],
  LUV: ['Southwest'], SWK: ['Stanley Black and Decker'], SMCI: ['Super Micro Computer', 'Super Micro'],
  TMUS: ['T-Mobile'], TTWO: ['Take-Two'], TTD: ['The Trade Desk'], TSN: ['Tyson'], USB: ['US Bancorp'],
  UPS: ['UPS'], UNH: ['UnitedHealthcare'], VZ: ['Verizon Communications'], VRTX: ['Vertex'], V: ['Visa'],
  GWW: ['Grainger'], WMT: ['Wal-Mart', 'Walmart Inc'], DIS: ['Disney'],
  WBD: ['Warner Bros Discovery', 'Warner Bros', 'Warner Bros.'], WMB: ['Williams Companies'], WTW: ['WTW'],
  WYNN: ['Wynn'], YUM: ['Yum Brands'], ZBH: ['Zimmer'], ARM: ['Arm'], MELI: ['MercadoLibre'],
  PDD: ['Pinduoduo'], PUK: ['Prudential plc'], TSM: ['TSMC', 'Taiwan Semiconductor'],
  SKHY: ['SK Hynix', 'Hynix'], HSBC: ['HSBC Bank'], RY: ['RBC'], BABA: ['Alibaba'],
  SHEL: ['Royal Dutch Shell'], MUFG: ['MUFG', 'Mitsubishi UFJ'], TM: ['Toyota'], SAN: ['Santander'],
  BBVA: ['BBVA'], BUD: ['AB InBev', 'Anheuser-Busch'], UL: ['Unilever'], MFG: ['Mizuho'], BMO: ['BMO'],
  SNOW: ['Snowflake'], SMFG: ['SMFG', 'Sumitomo Mitsui'], SPOT: ['Spotify'], AEM: ['Agnico Eagle'],
  BNS: ['Scotiabank'], IBN: ['ICICI Bank'], CM: ['CIBC'], CNQ: ['Canadian Natural'], NET: ['Cloudflare'],
  ING: ['ING Groep'], LYG: ['Lloyds', 'Lloyds Bank'], E: ['Eni'], CP: ['Canadian Pacific', 'CPKC'],
  SU: ['Suncor'], NGG: ['National Grid'], CNI: ['CN Rail'], B: ['Barrick', 'Barrick Gold'],
  NWG: ['RBS', 'Royal Bank of Scotland'], SE: ['Sea Ltd'], AMX: ['America Movil', 'América Móvil'],
  DB: ['Deutsche Bank'], MFC: ['Manulife'], NU: ['Nubank', 'Nu Holdings'], IMO: ['Imperial Oil'],
  VALE: ['Vale'], TRP: ['TC Energy', 'TransCanada'], CVE: ['Cenovus'], AU: ['AngloGold'], NOK: ['Nokia'],
  TAK: ['Takeda'], LNG: ['Cheniere'], DEO: ['Diageo'], FNV: ['Franco-Nevada'], INFY: ['Infosys', 'Infy'],
  TEVA: ['Teva'], HMC: ['Honda'], KGC: ['Kinross'], VOD: ['Vodafone'], QSR: ['Burger King'],
  ERIC: ['Ericsson'], BIDU: ['Baidu'], ZM: ['Zoom', 'Zoom Video', 'Zoom Video Communications'],
  RYAAY: ['Ryanair'], TCOM: ['Trip.com', 'Ctrip'], RIVN: ['Rivian'], SOFI: ['SoFi'], HDB: ['HDFC Bank'],
  WDS: ['Woodside', 'Woodside Energy'], BEKE: ['Beike'], JD: ['JD.com'],
};

/** Secondary share classes: same company as the primary listing, reached only through explicit notation. */
const SECONDARY = new Set(['GOOG', 'FOX', 'NWS']);

/**
 * Derived names that are never a usable mention on their own: an index or exchange ("Dow", "Nasdaq"),
 * or a word too common to rescue with context ("News", "Southern", "Total", "Williams").
 */
// prettier-ignore
const DROP = new Set([
  'Dow', 'Nasdaq', 'MSCI', 'News', 'Southern', 'Public Service', 'Citizens', 'Citizens Financial', 'Williams',
  'Strategy', 'Rocket', 'Nu', 'KE', 'Total', 'Circle', 'Circle Internet', 'American International',
  'Prudential Public', 'Gen', 'Flex', 'Q', 'Credo', 'Viking', 'Sea', 'Unity',
]);

/**
 * Names that are also places, things or initialisms (Delta, Amazon, Intel, GM, BP): the tagger needs
 * corroborating context before it accepts them (see src/enrich/tickers.ts).
 */
// prettier-ignore
const AMBIGUOUS = new Set([
  'AES', 'Amazon', 'Anthem', 'APA', 'Apollo', 'Ares', 'BCE', 'BD', 'Berkshire', 'BoA', 'BP', 'Brookfield',
  'Corning', 'Delta', 'Devon', 'Dover', 'Everest', 'Fortis', 'Fox', 'Freeport', 'GM', 'Hartford', 'HP',
  'Intel', 'Occidental', 'Old Dominion', 'PTC', 'Reliance', 'SLB', 'Southwest', 'TKO', 'Vale', 'Woodside',
]);

/** Names that are common surnames (Ford, Abbott, Waters): ambiguous, and they need evidence right beside them. */
// prettier-ignore
const SURNAMES = new Set([
  'Abbott', 'Baxter', "Casey's", 'Cooper', 'Eaton', 'Edison', 'Emerson', 'Ferguson', 'Ford', 'Gallagher',
  'Heinz', 'Hilton', 'Jacobs', 'Kraft', 'Lennox', 'Lilly', 'Lloyds', 'McCormick', "O'Reilly", 'Otis',
  'Rollins', 'Ross', 'Schwab', 'Tyson', 'Waters', 'Woodward', 'Wynn',
]);

/**
 * Names that are ordinary English nouns or adjectives (Apple, Target, Visa, Shell): ambiguous too, but
 * written with a capital in the middle of a sentence-case sentence they are already proper nouns.
 */
// prettier-ignore
const COMMON_NOUN_NAMES = new Set([
  'Affirm', 'Apple', 'Arm', 'Axon', 'Ball', 'Block', 'Booking', 'Cadence', 'Carnival', 'Carrier', 'Charter',
  'Coherent', 'Coke', 'Mosaic', 'Oracle', 'Paramount', 'Progressive', 'Prudential', 'Quest', 'Shell',
  'Spectrum', 'Tapestry', 'Target', 'Toast', 'Travelers', 'Vertex', 'Visa', 'Workday', 'Zebra', 'Zoom',
]);

/** Words that corroborate either airline (Delta, Southwest). */
// prettier-ignore
const AIRLINE_CUES = [
  'airline', 'airlines', 'flight', 'flights', 'passengers', 'pilots', 'carrier', 'airport', 'jet', 'jets',
];

/** Company-specific words (lowercase) that corroborate an ambiguous name anywhere in the same text. */
// prettier-ignore
const CUES: Record<string, string[]> = {
  'BRK.B': ['buffett', 'munger', 'conglomerate', 'hathaway'],
  AAPL: ['iphone', 'iphones', 'ipad', 'ipads', 'mac', 'macbook', 'ios', 'icloud', 'itunes', 'siri', 'airpods',
    'cupertino', 'smartphone', 'smartphones'],
  AMZN: ['bezos', 'aws', 'alexa', 'kindle', 'prime', 'jassy', 'hq2', 'warehouse', 'warehouses', 'e-commerce',
    'ecommerce', 'online', 'retailer', 'delivery', 'deliveries'],
  ORCL: ['software', 'database', 'ellison', 'cloud', 'tiktok'],
  INTC: ['chip', 'chips', 'chipmaker', 'semiconductor', 'semiconductors', 'processor', 'processors',
    'foundry', 'gelsinger', 'cpu', 'cpus', 'pc'],
  ARM: ['chip', 'chips', 'chipmaker', 'softbank', 'semiconductor', 'semiconductors', 'processor',
    'processors'],
  F: ['automaker', 'carmaker', 'f-150', 'mustang', 'vehicles', 'vehicle', 'cars', 'trucks', 'dealers', 'uaw',
    'ev', 'evs', 'auto'],
  GM: ['automaker', 'carmaker', 'chevrolet', 'chevy', 'cadillac', 'vehicles', 'vehicle', 'cars', 'trucks',
    'uaw', 'barra', 'ev', 'evs', 'strike', 'lordstown', 'auto'],
  DAL: AIRLINE_CUES,
  LUV: AIRLINE_CUES,
  CCL: ['cruise', 'cruises', 'ship', 'ships', 'passengers'],
  BP: ['oil', 'gas', 'spill', 'deepwater', 'crude', 'petroleum', 'refinery', 'drilling', 'energy'],
  SHEL: ['oil', 'gas', 'lng', 'crude', 'petroleum', 'refinery', 'drilling', 'energy', 'arctic'],
  OXY: ['oil', 'gas', 'crude', 'petroleum', 'drilling', 'anadarko', 'shale'],
  V: ['mastercard', 'payments', 'payment', 'card', 'cards', 'credit'],
  MA: ['visa', 'payments', 'payment', 'card', 'cards', 'credit'],
  TGT: ['retailer', 'retailers', 'stores', 'shoppers', 'walmart'],
  HPQ: ['printer', 'printers', 'pc', 'pcs', 'laptop', 'laptops'],
  HLT: ['hotel', 'hotels', 'hotelier'],
  MAR: ['hotel', 'hotels', 'hotelier'],
  WYNN: ['casino', 'casinos', 'macau', 'resorts'],
  TSN: ['chicken', 'meat', 'beef', 'poultry', 'meatpacking', 'plant', 'plants'],
  ZM: ['video', 'videoconferencing', 'meeting', 'meetings', 'call', 'calls', 'virtual', 'remote', 'app'],
  SLB: ['oil', 'oilfield', 'drilling', 'energy', 'schlumberger', 'services'],
  GOOGL: ['search', 'android', 'youtube'],
  PSKY: ['cbs', 'viacom', 'studio', 'studios', 'streaming', 'skydance'],
  FOXA: ['murdoch', 'broadcaster', 'network', 'studios'],
  CHTR: ['cable', 'broadband', 'subscribers'],
  GS: ['bank', 'banks', 'banker', 'bankers', 'wall', 'economists', 'strategists'],
  SCHW: ['brokerage', 'broker', 'td', 'ameritrade', 'bank'],
  LLY: ['drug', 'drugs', 'drugmaker', 'insulin', 'diabetes', 'obesity', 'mounjaro', 'zepbound', 'alzheimer'],
  ABT: ['medical', 'devices', 'test', 'tests', 'testing', 'diagnostics', 'formula', 'laboratories'],
  GILD: ['drug', 'drugs', 'drugmaker', 'remdesivir', 'hiv', 'hepatitis'],
  VRTX: ['drug', 'drugs', 'drugmaker', 'cystic', 'fibrosis'],
  DGX: ['diagnostics', 'lab', 'labs', 'testing', 'tests'],
  KO: ['pepsi', 'pepsico', 'soda', 'beverage', 'beverages', 'bottler'],
  CARR: ['hvac', 'furnace', 'furnaces', 'conditioning', 'indiana', 'jobs'],
};

/** Words (lowercase) that cancel every name match of the company in the same text. */
// prettier-ignore
const VETO: Record<string, string[]> = {
  AMZN: ['rainforest', 'deforestation', 'jungle', 'river', 'basin', 'tribe', 'tribes', 'indigenous',
    'wildfires'],
  AAPL: ['pie', 'pies', 'juice', 'cider', 'orchard', 'orchards', 'fruit'],
  V: ['h-1b', 'h1b', 'immigration', 'immigrants', 'immigrant', 'asylum', 'passport', 'passports', 'embassy',
    'consulate', 'overstay', 'overstays', 'waiver', 'visas'],
  F: ['kavanaugh', 'blasey'],
  DAL: ['variant', 'covid', 'coronavirus', 'covid-19'],
  ORCL: ['omaha', 'delphi'],
  BP: ['blood', 'hypertension'],
  TGT: ['targeted', 'targeting'],
  GM: ['crops', 'genetically', 'modified'],
};

/**
 * Multi-word phrases that contain a company name but are something else ("Fox News" the channel,
 * "Dow Jones" the index, "Big Apple" the city). The tagger consumes them and emits nothing.
 */
// prettier-ignore
const BLOCKED_PHRASES = [
  'Fox News', 'Fox Business', 'Fox Nation', 'Fox & Friends', 'Shell Company', 'Shell Companies', 'Dow Jones',
  'Big Apple', 'Apple Pie', 'Oracle of Omaha', 'Amazon rainforest', 'Amazon Rainforest', 'Amazon River',
  'Amazon basin', 'Amazon Basin', 'Delta variant', 'Delta Variant', 'Delta Force', 'Ford Foundation',
  'Ford Field', 'Ford Theatre', "Ford's Theatre", 'Progressive Caucus', 'Intel Committee', 'Senate Intel',
  'House Intel', 'Target Field', 'Shell Game', 'Visa Waiver', 'Golden Visa', 'Student Visa', 'Work Visa',
  'Travel Visa', 'Hilton Head', 'Goldman Sachs Tower', 'Southwest Border', 'Southwest border', 'Carnival Row',
  'Paramount Pictures', 'Cooper Union', 'Block Island', 'Delta State', 'Oracle Park', 'Mercury News',
  'Apple Valley', 'Ball State', 'Devon Archer',
];

/**
 * Symbols of three or more letters that are also English words or common initialisms (AMT, CMS, ICE,
 * LNG, NSC...): as bare uppercase tokens they are not taken as tickers; cashtags and exchange notation
 * still work. Symbols of one or two letters are never taken bare.
 */
// prettier-ignore
const BARE_GUARD = new Set([
  'AES', 'AFL', 'ALL', 'ARE', 'AMP', 'AME', 'AMT', 'APA', 'APO', 'APP', 'ADM', 'ATO', 'AXON', 'BALL', 'BRO',
  'CAT', 'COR', 'CNC', 'CMS', 'COP', 'COO', 'CPT', 'CRM', 'DLR', 'DASH', 'DOW', 'DOC', 'ECHO', 'EMR', 'ERIE',
  'ESS', 'EXE', 'FAST', 'FIX', 'FLEX', 'FOX', 'FANG', 'BEN', 'GEN', 'GIS', 'GILD', 'HAL', 'HAS', 'HON', 'HUM',
  'IEX', 'ICE', 'KEY', 'KEYS', 'KIM', 'LEN', 'LIN', 'LOW', 'LITE', 'LULU', 'LUV', 'MAR', 'MAS', 'MET', 'MLM',
  'MTD', 'MRNA', 'MSCI', 'NET', 'NOW', 'NWS', 'NSC', 'OTIS', 'PEG', 'PEP', 'PTC', 'PSA', 'PWR', 'PODD', 'REG',
  'ROK', 'STE', 'TAP', 'TEL', 'TXT', 'TKO', 'TECH', 'USB', 'URI', 'DIS', 'WAT', 'WELL', 'YUM', 'ARM', 'TEAM',
  'SHOP', 'TRI', 'SAN', 'BUD', 'RIO', 'MFG', 'SNOW', 'SPOT', 'RACE', 'BCS', 'BAM', 'WPM', 'IMO', 'CVE', 'NOK',
  'LNG', 'ONC', 'VOD', 'QSR', 'ERIC', 'PBA', 'NMR', 'SYM', 'CRS', 'IOT', 'THC', 'BCE', 'BCH', 'WIT', 'WES',
  'BBDO', 'HOOD', 'COIN', 'COST', 'DECK', 'XYZ', 'ARES', 'DIA', 'SHY', 'USO', 'SMH', 'ALB', 'CLS', 'AER',
  'FER', 'MAA', 'PKG', 'SPG', 'STX', 'TER', 'TPL', 'TRV', 'CEG', 'GPC', 'DRI', 'ELV', 'EME', 'FRT', 'HST',
  'NVR', 'ROL', 'ROP', 'SNA', 'VST', 'VRT', 'WST', 'AIZ', 'AVY', 'BXP', 'CRH', 'DOV', 'DTE', 'EQT', 'FDS',
  'FTS', 'GFS', 'HEI', 'KGC', 'MDT', 'PHG', 'PPL', 'RCI', 'SLF', 'STM', 'TAK', 'TRP', 'UMC', 'ATI', 'ALC',
  'CHT', 'CCI', 'MOS', 'NOC', 'OXY', 'SOFI', 'VIK', 'SUN', 'OMC', 'STT', 'PSX', 'PCG', 'SLB', 'ECL', 'CCL',
  'ADP', 'PNC',
]);

/** DROP compared case- and accent-insensitively, so derived spellings ("Msci") go too. */
const DROPPED = new Set([...DROP].map((n) => foldAccents(n).toLowerCase()));

function main(): void {
  const dataDir = dataDirArgument('npx tsx scripts/build-tickers.ts <data-dir>');
  const entries = build(dataDir);
  const out = join(__dirname, '..', 'src', 'enrich', 'data', 'tickers.json');
  writeFileSync(out, JSON.stringify({ symbols: entries, blocked: BLOCKED_PHRASES }) + '\n');
  const names = entries.reduce((n, e) => n + e.names.length, 0);
  console.log(`wrote ${entries.length} symbols, ${names} names -> ${out}`);
}

main();
