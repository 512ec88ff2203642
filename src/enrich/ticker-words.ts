// The word sets the ticker matcher (tickers.ts) reads (data): legal forms, finance cues, regions, business units,
// connectors, generic name tails, courtesy titles and the words title case leaves in lower case. The symbol
// universe itself is data/tickers.json. Rules: docs/enrichment-tickers.md.

/** Legal-form words. After a name they belong to it; a different company's form makes it a different company. */
// prettier-ignore
export const LEGAL_FORMS = new Set([
  'inc', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'plc', 'llc', 'group', 'holdings', 'sa',
  'ag', 'nv', 'se', 'lp',
]);

/**
 * Business-context words. One of them near an ambiguous name ("Target shares", "Oracle CEO",
 * "retailer Target") is taken as evidence that the name is the company.
 */
// prettier-ignore
export const FINANCE_CUES = new Set([
  'shares', 'share', 'stock', 'stocks', 'shareholder', 'shareholders', 'investor', 'investors', 'earnings',
  'revenue', 'revenues', 'profit', 'profits', 'sales', 'quarter', 'quarterly', 'q1', 'q2', 'q3', 'q4', 'ceo',
  'ceos', 'cfo', 'executive', 'executives', 'dividend', 'ipo', 'merger', 'acquisition', 'acquire', 'acquires',
  'acquired', 'buyout', 'takeover', 'stake', 'company', "company's", 'companies', 'firm', "firm's",
  'retailer', 'retailers', 'automaker', 'carmaker', 'chipmaker', 'drugmaker', 'airline', 'insurer', 'lender',
  'bank', 'brand', 'giant', 'conglomerate', 'maker', 'manufacturer', 'supplier', 'rival', 'rivals',
  'competitor', 'layoffs', 'employees', 'workers', 'customers', 'subscribers', 'stores', 'store', 'plant',
  'plants', 'factory', 'factories', 'nyse', 'nasdaq', 'analyst', 'analysts', 'downgrade', 'downgrades',
  'upgrade', 'upgrades', 'valuation', 'valuations', 'guidance', 'outlook', 'forecast', 'results', 'fiscal',
  'buyback', 'products', 'product', 'unveils', 'launches', 'recalls', 'antitrust', 'startup', 'tech',
  'technology', 'production', 'sells', 'income', 'bond', 'bonds', 'index', 'dow', 's&p', 'ftse', 'nikkei',
  'dax',
]);

/**
 * Countries and regions: after a name they name the company's local unit ("Abbott India", "Ford China",
 * "Novartis India Ltd"), so the word after them is checked instead.
 */
// prettier-ignore
export const REGIONS = new Set([
  'india', 'china', 'japan', 'korea', 'europe', 'asia', 'america', 'americas', 'canada', 'mexico', 'brazil',
  'germany', 'france', 'italy', 'spain', 'uk', 'britain', 'australia', 'africa', 'pacific',
]);

/**
 * Business-unit words: after a name they name the company's unit ("Oracle Financial Services", "Shell
 * Lubricants", "Google Cloud"). A namesake's name built the same way ("Fortis Healthcare") looks identical.
 */
// prettier-ignore
export const BUSINESS_UNITS = new Set([
  'financial', 'finance', 'services', 'pharma', 'pharmaceuticals', 'healthcare', 'health', 'capital',
  'securities', 'consumer', 'lubricants', 'motors', 'energy', 'foods', 'bank', 'technologies', 'software',
  'labs', 'cloud', 'asset', 'am', 'amc', 'global', 'international', 'investment', 'investments', 'insurance',
  'markets', 'research',
]);

/** Words between two names that keep them apart ("HUL vs GSK"). */
export const CONNECTORS = new Set(['vs', 'v', 'versus']);

/** Generic last words of names that sub-editors often write in lower case ("HDFC bank", "Deutsche bank"). */
export const GENERIC_TAILS = new Set(['Bank', 'Group', 'Holdings']);

/** Courtesy and political titles: "Gov. Abbott", "Sen. Warner" - the name after them is a person. */
// prettier-ignore
export const TITLES = new Set([
  'Mr', 'Mrs', 'Ms', 'Dr', 'Gov', 'Sen', 'Rep', 'Gen', 'Lt', 'Col', 'Sgt', 'Capt', 'Prof', 'Rev', 'Pres',
  'Atty', 'Adm', 'Cmdr', 'Judge', 'Justice', 'Governor', 'Senator', 'President', 'Secretary', 'Mayor',
]);

/**
 * Lowercase words that title case leaves in lower case: articles, conjunctions, prepositions. Any other
 * lowercase word ("upgrades", "buy", "crore") shows that a text is sentence case, however many names it has.
 */
// prettier-ignore
export const TITLE_LOWERCASE = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on',
  'per', 'to', 'up', 'via', 'vs', 'v', 'with', 'from', 'into', 'onto', 'over', 'upon', 'amid', 'than', 'till',
  'out', 'down', 'after', 'about', 'under', 'between', 'through', 'against', 'during', 'before', 'without',
  'within', 'across', 'along', 'among', 'around', 'behind', 'below', 'beyond', 'despite', 'except', 'inside',
  'near', 'since', 'toward', 'towards', 'until', 'versus', 'like', 'past', 'plus', 'if', 'en', 'de', 'la',
  'le', 'du', 'der', 'von', 'van',
]);
