// Topic tagger: assigns the 47 spec topics to an article (SPEC §2, Tag taxonomy).
// A hybrid: hand-written high-precision patterns for every topic, OR'd with a learned one-vs-rest logistic model
// (scripts/train-topics.ts) for the topics that Reuters-21578 labels cover. Patterns carry modern news; the model
// adds recall on terse wire headlines. Everything is compiled once at module load; a call given an analysed text
// costs a few microseconds.
import { TOPICS, type Topic } from '../spec';
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText, type StemKey } from './text';
import model from './models/topics.json';

/** At most this many topics per article, strongest first (the spec expects 0-4 typically). */
const MAX_TOPICS = 5;
/** Body tokens counted as the lead: a hit there is as good as a second mention further down. */
const LEAD_TOKENS = 40;
const LEAD_CHARS = 250;
/**
 * Points a body needs to tag a topic the title is silent on: a lead hit counts 1, a later one 0.5, so a lead
 * mention must be echoed once more. A single passing mention is usually incidental (a hurricane story's "barrels").
 */
const BODY_POINTS = 1.5;
/** Default tokens allowed between two pattern slots joined by `~`. */
const DEFAULT_GAP = 3;

/**
 * Per topic: `any` patterns (a hit tags the topic), `not` patterns (a hit overlapping them is discarded), `re`
 * case-sensitive regexes on the raw text (for words whose lowercase form is ambiguous, such as Fed/fed), each with
 * the words one of which a text must contain for it to match (a cheap test that spares most texts the regex), and
 * `body`, the points a body needs when the title is silent (default BODY_POINTS).
 *
 * Pattern syntax: slots separated by spaces; a slot lists alternatives with `|`; an alternative is one token, matched
 * by its Porter2 stem, or by its exact lowercase word when prefixed with `=`; a `~` (or `~N`) slot lets up to 3 (or N)
 * tokens sit between its neighbours.
 */
interface TopicRules {
  any: string[];
  not?: string[];
  re?: { needs: string[]; pattern: RegExp }[];
  body?: number;
}

const EXEC = 'ceo|cfo|coo|cto|co-ceo|chairman|chairwoman|execut';
const LABOR_SIDE =
  'worker|union|=unions|employe|staff|nurs|teacher|driver|pilot|dockwork|docker|actor|writer|miner|machinist|uaw|teamster|=labor|=labour|railway|rail|port';
/** Commodity words: exports and purchases of these are commodity news, not trade policy or M&A. */
const COMMOD =
  'wheat|corn|maiz|grain|cereal|soybean|soy|soymeal|sugar|coffe|cocoa|cotton|rubber|rice|barley|sorghum|oilse|rapese|palm|veget|veg|meat|beef|pork|cattl|livestock|fishmeal|copper|alumin|aluminium|alumina|tin|zinc|nickel|steel|iron|coal|uranium|gold|silver|oil|crude|gas|lng|commod|tonn|tonne|ton|bushel|bag|bpd|barrel';
/** Corporate-name suffixes: "Forest Oil Corp" or "Pegasus Gold Inc" names a company, not the commodity. */
const CORP = 'inc|corp|co|ltd|plc|llc|pti|limit|bhd|trust';
const MOVE =
  'rise|fall|slip|gain|jump|weaken|strengthen|firm|eas|slide|climb|drop|tumbl|ralli|sink|surg|steadi|edg|retreat|soar|plung|advanc|declin|hover|extend|rebound|slump';

const RULES: Record<Topic, TopicRules> = {
  fed: {
    any: [
      'federal reserve',
      'fomc',
      'jerome powell',
      'chair|chairman powell',
      'powell ~4 rate|=rates|inflat|economi|monetari|polici|fomc|central|hike|cut|testimoni|yield|tighten|eas',
      'rate|=rates|inflat|economi|monetari|polici|fomc|central|hike|cut|yield|tighten|eas ~4 powell',
      'federal open market committee',
      '=u.s.|=us|america|american central bank',
      'fed chair|chairman|chairwoman|governor|governors|offici|policymak|minut|speaker|president',
    ],
    not: ['colin powell'],
    re: [{ needs: ['Fed', 'FED'], pattern: /\b(?:Fed|FED)\b(?!\s*(?:up|UP)\b)(?!-up)/g }],
  },
  ecb: { any: ['ecb', 'european central bank', 'lagarde', 'euro|eurozon zone central bank', 'schnabel'] },
  boe: { any: ['bank of england', '=boe', 'andrew bailey', 'threadneedl street'] },
  boj: { any: ['bank of japan', '=boj', 'ueda', 'kuroda', 'japan|japanes central bank'] },
  rates: {
    any: [
      'interest rate',
      '=rate|=rates cut|cuts|hike|hikes|increas|rise|reduct|decis|path|outlook|move|setter|expect|pause|hold',
      'cut|rais|hike|hold|keep|kept|lower|leav|left|lift|trim|slash|reduc|increas ~2 =rate|=rates',
      'basi point',
      'bps',
      'policy|benchmark|key|discount|prime|repo|lend|base|overnight|deposit|mortgag|fund ~1 =rate|=rates',
      'borrow cost',
      'libor|sofr|euribor',
      'monetari polici|eas|tighten',
      'eas|tighten cycl',
    ],
    not: [
      'gas|electr|util|freight|ship|postal|insur|phone|water|murder|manslaught|homicid|arrest|incarcer|graduat|dropout|obes|favor|abort|pregnanc|fatal|accid|cancer ~1 =rate|=rates',
      'tax|vacanc|occup|unemploy|jobless|particip|birth|death|crime|growth|inflat|success|approv|exchang|hit|win|error|surviv|default|poverti|save|tariff|turnout|heart|tax|suicid|infect|mortal|vaccin|employ ~1 =rate|=rates',
      'exchang rate',
      'rate card',
    ],
  },
  inflation: {
    any: [
      '=inflation|=inflationary|=deflation|=deflationary|=disinflation|=hyperinflation|=stagflation|=reflation',
      'price pressur',
      'cost of live',
      'pce',
      'consum price',
    ],
    not: ['grade =inflation'],
  },
  cpi: {
    any: [
      'cpi',
      'consum price index|=prices|inflat',
      'retail price index',
      'rpi',
      'hicp',
      'inflat data|report|figur|print|read|number|rate',
      'headlin|core inflat',
    ],
    not: ['cpi ~1 ' + CORP],
  },
  ppi: {
    any: [
      'ppi',
      'produc price|=prices|inflat',
      'wholesal price|=prices|inflat',
      'factori gate price|=prices|inflat',
      'input price|=prices',
    ],
  },
  gdp: {
    any: [
      'gdp',
      'gnp',
      'gross domest product',
      'gross nation product',
      'econom growth|output',
      'economi grew|grow|expand|shrank|shrink|contract|slow|stall',
      'growth forecast|outlook|estim',
    ],
    not: ['revenu|sale|earn|profit|subscrib|user|dividend|ep|ebitda|volum growth forecast|outlook|estim'],
  },
  jobs: {
    any: [
      'payrol',
      'nonfarm',
      'non-farm',
      '=jobs report|data|number|figur|growth|market',
      'jobless',
      'unemploy',
      '=employment',
      'job growth|gain|open|creation|market',
      'jolt',
      '=labor|=labour market|=shortage|=shortages|depart',
      '=hiring slow|slows|slowed|rebound|jump|surg|pick|picks|cool|cools|stall|acceler|spree|plan|plans|data|outlook',
      'add|creat|shed|lost|lose ~2 =jobs',
      'initi claim',
    ],
    not: ['steve =jobs', 'unemploy benefit fraud', 'hire freez'],
  },
  recession: {
    any: [
      '=recession|=recessions',
      'recessionari',
      'econom downturn|slowdown|slump|contract|crisi',
      'hard|soft land',
      'stagflat',
      'econom|great depress',
    ],
  },
  confidence: {
    any: [
      'consum|busi|econom|ceo|investor confid|sentiment|optim',
      'small busi confid|sentiment|optim',
      'confid|sentiment index|survey',
      'pmi',
      'purchas manag',
      '=ism',
      '=ifo',
      '=zew',
      'tankan',
      'busi climat',
      'nfib',
      'confer board',
    ],
  },
  retail: {
    any: [
      'retail',
      'same store',
      'compar =sales|store',
      'holiday =sales|shop|season',
      'black friday',
      'cyber monday',
      'shopper',
      'consum spend',
      'depart store',
      'e-commerc',
      'walmart',
      'costco',
      'home depot',
      'macy',
    ],
    not: [
      'retail investor|trader|brokerag|trade|bank|army|crowd|inflow|particip|option|custom|client|fund|share|stock|currenc|electr|energi|price',
    ],
  },
  indices: {
    any: [
      's&p 500',
      's&p500',
      'dow jone',
      '=dow',
      'nasdaq',
      'ftse',
      'nikkei',
      '=dax',
      '=cac',
      'stoxx',
      'hang seng',
      'sensex',
      'nifti',
      'kospi',
      'tsx',
      'asx',
      'russel 2000',
      'msci',
      'vix',
      'topix',
      'ibovespa',
      'shanghai composit',
      'csi 300',
      'index futur',
      'stock|share|equiti|benchmark index|indic|indexes',
      'blue chip index|indic|indexes|stock',
    ],
    not: [
      'dow chemic|inc',
      'nasdaq list',
      'ipo|list|debut|float|trade ~3 nasdaq',
      'nasdaq ~1 debut|ipo|list',
      'nasdaq inc|exchang',
    ],
  },
  treasuries: {
    any: [
      '=treasuries',
      'treasuri yield|note|bill|bond|auction|market|curv|price|futur|selloff|ralli',
      't =bills',
      't bill auction|yield|rate|tender|sale',
      '2|5|7|10|20|30 year yield|note|treasuri|bond',
      'yield curv',
      'bond yield',
    ],
  },
  bonds: {
    any: [
      'bond',
      'gilt',
      'bund',
      'jgb',
      'jgbs',
      'eurobond',
      'debt sale|issu|offer',
      'sovereign debt',
      'muni',
      'convert note',
      'senior note',
    ],
    not: [
      'jame bond',
      'bond villain|film|movi|actor|over|with|between',
      'bail bond',
      'premium bond',
      'communiti|unbreak|special|emot|famili|strong|social|human|person bond',
    ],
  },
  credit: {
    any: [
      'credit market|spread|crunch|condit|risk|fund|qualiti|cycl',
      'high yield',
      'junk bond|debt',
      'leverag loan',
      'privat credit',
      'credit default swap',
      '=cds',
      'corpor debt',
      'lend standard',
      'consum credit',
      'bank lend',
      'loan growth|default|loss',
      'delinqu',
      'default rate',
      '=clo',
      'collater loan',
    ],
  },
  pe_vc: {
    any: [
      'privat equiti',
      'ventur capit|capitalist|firm|fund|investor|arm|round|debt|back|backer',
      'vc firm|fund|invest',
      'buyout firm|fund|group|giant|shop',
      'fund round',
      'seed round|fund',
      'seri =a|=b|=c|=d|=e|=f fund|round|financ',
      'rais|secur|land|close ~4 fund round',
      'blackston',
      '=kkr',
      'carlyl',
      'apollo global',
      '=tpg',
      'bain capit',
      'warburg pincus',
      'sequoia',
      'andreessen',
      'a16z',
      'vision fund',
      'general atlant',
      'thoma bravo',
      'silver lake',
      '=cvc',
      '=eqt',
    ],
  },
  fx: {
    any: [
      'currenc',
      'forex',
      'fx',
      'foreign exchang',
      'exchang rate',
      'yen',
      'yuan',
      'renminbi',
      '=sterling',
      'rupe',
      'roubl|rubl',
      'peso',
      'lira',
      '=franc|=francs',
      'greenback',
      'devalu',
      'revalu',
      'dollar index',
      'euro|dollar|pound|yen|sterl ~1 ' + MOVE,
      'strong|weak|stronger|weaker|soar|slide|tumbl ~1 dollar|euro|pound',
      'against|versus|vs ~1 the ~1 dollar|euro|yen|greenback',
    ],
    not: [
      'raheem|donald|don ~1 =sterling',
      '=sterling ~1 bancorp|drug|softwar|m3',
      'foreign exchang student',
      'billion|million|mln|bln|trillion|bn|mn ~1 yen|yuan|=franc|=francs|=sterling|peso|lira|rupe|roubl|rubl|dollar|euro',
      'yen|yuan|=franc|=francs|=sterling|peso|lira|rupe|roubl|rubl|dollar|euro ~1 bond|eurobond|note|bill|loan|placement|issu|deposit|debt|warrant|profit|loss|' +
        CORP,
      'currenc swap line',
      'digit currenc',
      'crypto|virtual|stablecoin currenc',
      'cryptocurr',
      'franc ~1 =macron',
      'pope franc',
    ],
  },
  earnings: {
    any: [
      '=earnings',
      'profit',
      'net incom|profit|loss|earn',
      'quarter|quarterli|annual|interim|q1|q2|q3|q4|=year|fiscal ~2 profit|loss|result|revenu|=sales|earn|ep|=net',
      'ep',
      'per share',
      'beat|miss|top ~3 estim',
      'loss widen|narrow',
      'wider|narrower|swing|swung ~2 loss|profit',
      'qtr',
      'shr',
      'earn call|season|report|releas|beat|miss|preview|surpris',
    ],
    not: [
      'averag|real|hour|week|weekly|wage|household|worker ~1 =earnings',
      'profit take|taking',
      'gdp|gnp|deficit|surplus|account|trade|growth|rate|output ~4 qtr',
      'qtr ~4 gdp|gnp|deficit|surplus|growth|rate|output',
      'dlr|dlrs|per ~1 shr',
      'non-profit',
      'elect|poll|primari|vote|test|caucu|mix ~2 result',
      'profit from|off|motiv|mind',
      'for profit',
      'not for profit',
      'job|life|weight|blood|hear|memori|hair|sight|data ~1 loss',
    ],
  },
  guidance: {
    any: [
      'annual|quarterli|full|revenu|sale|earn|profit|ep|fiscal|=year|outlook|compani|corpor ~2 guidanc',
      'guidanc ~2 rais|cut|lower|lift|boost|trim|slash|reaffirm|reiter|maintain|withdraw|suspend|pull|narrow|affirm|hike|reduc|scrap|beat|miss|disappoint|top',
      'rais|cut|lower|lift|boost|trim|slash|reaffirm|reiter|maintain|withdraw|suspend|pull|narrow|affirm|hike|reduc|scrap|upgrad|downgrad ~3 forecast|outlook|guidanc',
      'profit warn',
      'warn on|of|over ~2 profit|=sales|revenu|earn|result|demand',
      'annual|quarterli|=year ~2 forecast|outlook',
      'see|expect|forecast|predict|project ~4 profit|revenu|=sales|earn|=net|ep|loss|qtr|result',
    ],
    not: [
      'forward guidanc',
      'growth|gdp|inflat|econom|rate|oil|demand|weather|price|budget|imf|fed|ecb|boe|boj|central|popul|storm|analyst|wall ~2 forecast|outlook|guidanc',
    ],
  },
  ipo: {
    any: [
      'ipo',
      'ipos',
      'initi public offer',
      'go|goe|went public',
      'public list',
      'stock|share|market|trade|nasdaq|nyse|exchang debut',
      'debut ~2 on ~2 nasdaq|nyse|exchang|market',
      '=spac',
      'direct list',
      'file|files|filed ~3 =listing|ipo',
      'list plan|debut',
    ],
    not: [
      'go|goe|went public with',
      'probe|hear|inquiri|impeach|accus|testimoni|alleg|claim|stori|feud|fight|disput|investig ~3 go|goe|went public',
    ],
  },
  'm&a': {
    any: [
      'acquir',
      'acquisit',
      'merger',
      'merg',
      'takeov',
      'buyout',
      'to buy',
      '=buys|=bought ~4 =stake|rival|startup|firm|compani|maker|unit|busi|chain|brand|oper|develop|owner|subsidiari|divis|group|lender|bank|insur|studio|publish|retail|platform',
      'tender offer',
      'takeov|buyout|rival|hostil|unsolicit|sweeten|cash|tender bid|bids|offer',
      'm&a',
      '=stake',
      'divest',
      'spin off|spinoff',
      'sell|sale|sold ~3 unit|divis|busi|subsidiari|=stake|asset|oper',
      'deal to buy|acquir',
      'all stock|cash deal|offer|transact|bid',
      'in talk to buy|acquir|merg',
      'take|taken|took|go|goe|went private',
    ],
    not: [
      'upgrad|rate|reiter|downgrad|initi|cut ~2 to buy',
      'to buy|buys back',
      'stock|share|where|what|how|time|afford|cost|product|thing|item|gift ~1 to buy',
      '=stake out',
      'to buy|=buys ~4 ' +
        COMMOD +
        '|=shares|bill|bond|dollar|currenc|yen|aircraft|plane|jet|=goods|=products|=product|gun|=guns|weapon|firearm|home|hous|ticket|food|insur|vote|time|groceri|car|medicin|drug',
      'senat|hous|congress|militant|militari|republican|democrat|gop|dem|dems|taliban|rebel|isi|communist|chamber|parti|state|court|suprem|conserv|liber|progress|polit ~2 takeov',
      'takeov of ~3 hous|senat|congress|citi|town|capit|parliament|court|embassi|street|offic',
      'fed|bank|govern|ministri ~2 to buy|=buys',
      'at =stake',
      'voluntari buyout',
      'buyout fund|firm|group|shop|giant',
      'acquir immun',
      'acquir tast',
      'sale|=sales oper|unit',
    ],
  },
  layoffs: {
    any: [
      'layoff',
      'lay|laid off',
      'job cut|loss|reduct|elimin',
      'cut|slash|shed|axe|elimin|reduc|trim ~3 =jobs|=job|worker|staff|employe|workforc|headcount|role',
      'elimin ~3 posit',
      'redund',
      'downsiz',
      'furlough',
      'workforc reduct',
      'hire freez',
    ],
  },
  dividend: {
    any: [
      'dividend',
      'div',
      'qtli div',
      'payout',
      'distribut per share',
      'omit|suspend|resum|rais|cut|set|declar ~2 distribut',
    ],
    not: [
      'insur|settlement|compens|sever|ceo|execut|pension|jackpot|lotteri|ransom|victim|opioid|case|court|legal|lawsuit|famili payout',
      'div ~1 ii|i|iii',
      'payout ~3 case|lawsuit|settlement|opioid|victim',
      'reap ~2 dividend',
      'elector|polit|peac|demograph dividend',
    ],
  },
  bankruptcy: {
    any: [
      'bankruptci',
      'bankrupt',
      'chapter 11|7|15',
      'insolv',
      'receivership',
      '=liquidation',
      '=liquidator|=liquidators',
      'creditor protect',
      'protect from creditor',
      'compani|firm|retail|lender|bank|airlin|maker|chain|group|oper goe|go|went bust',
      'administr ~1 =administrators',
    ],
    not: ['moral|intellectu|polit|spiritu|ethic bankrupt|bankruptci'],
  },
  trade: {
    any: [
      '=trade deficit|surplus|balanc|gap|war|wars|deal|deals|talk|pact|agreement|tension|tensions|disput|disputes|barrier|barriers|partner|partners|polici|repres|negoti|figur|data|tariff|truce|friction|imbal|relat|bill|minist|practic|restrict|protection|row|issu|sanction|law|offic|commiss|bloc|flow',
      'tariff',
      '=protectionism|=protectionist',
      '=exports|=imports|=export|=import|=exporter|=exporters|=importer|=importers|=exported|=imported|=exporting|=importing',
      'wto',
      'world trade organ',
      'ustr',
      'anti-dump',
      'dump duti',
      'countervail',
      'free trade',
      'custom duti',
      'usmca',
      'nafta',
    ],
    not: [
      'export ~1 control',
      COMMOD +
        ' ~2 =exports|=imports|=export|=import|=exporter|=exporters|=importer|=importers|=exported|=imported|=exporting|=importing',
      '=exports|=imports|=export|=import|=exporter|=exporters|=importer|=importers|=exported|=imported|=exporting|=importing ~3 ' +
        COMMOD,
    ],
  },
  sanctions: {
    any: [
      'sanction',
      'embargo',
      'blacklist',
      'entiti list',
      'export control',
      'asset freez',
      'freez ~2 asset',
      'ofac',
    ],
  },
  antitrust: {
    any: [
      'antitrust',
      'anti-trust',
      'monopoli',
      'monopoly',
      'anticompetit',
      'anti-competit',
      'competit author|regul|watchdog|commiss|commission|law|probe|concern|bureau|tribun|case|chief',
      'ftc',
      'feder trade commiss',
      '=cma',
      'competit and market author',
      'block|blocked|challeng ~3 merger|acquisit|takeov',
      'merger review|control',
      'vestag',
      'lina khan',
    ],
  },
  regulation: {
    any: [
      'regul',
      'regulatori',
      'deregul',
      'financi|market|bank|secur|consum|privaci|data|aviat|nuclear|energi|insur|audit|account|pension|antitrust|competit|media ~1 watchdog',
      'secur and exchang commiss',
      'cftc',
      'finra',
      '=fca',
      'esma',
      'fdic',
      'basel',
      'capit requir|rule',
      'stress test',
      'new|propos|final|draft rule',
      'rulemak',
      'complianc',
      'digit market act',
      'gdpr',
      'ai act',
    ],
    re: [
      {
        needs: ['SEC'],
        pattern:
          /\bSEC(?!\s+(?:championship|football|basketball|title|tournament|game|team|coach|school|media|network))\b/g,
      },
    ],
  },
  litigation: {
    any: [
      'lawsuit',
      'sue',
      'file|files|filed|face ~2 =suit|suit',
      'class action',
      'litig',
      '=court|=courts',
      '=judge|=judges',
      'verdict',
      'juri',
      '=trial',
      'appeal court',
      'court of appeal',
      'settl ~3 lawsuit|suit|claim|charg|case|litig|alleg|probe|disput',
      'indict',
      'plead|pleads|pleaded guilti',
      'prosecutor',
      'injunct',
      'patent infring',
      'infring',
      'arbitr',
    ],
    not: [
      'clinic|drug|vaccin|phase|human|stage|pivot|medic|cancer|pilot ~2 =trial',
      '=trial ~1 data|result|drug|vaccin|treatment',
      'tenni|basketbal|clay|grass|food court',
      'free =trial',
      'trial balloon|run|period|version',
      'juri ~1 out|still',
    ],
  },
  fda: {
    any: [
      'fda',
      'food and drug administr',
      'european medicin agenc',
      'mhra',
      'drug approv|regul|review',
      'approv ~3 drug|treatment|therapi|vaccin|medicin|pill|devic|biosimilar|generic|injection',
      'clinic trial',
      'phase 1|2|3|i|ii|iii trial|studi|data|result',
      'late|mid|earli stage trial|studi',
      'breakthrough therapi',
      'pdufa',
      'complet respons letter',
      'orphan drug',
      'biolog licens',
      'new drug applic',
    ],
  },
  management: {
    any: [
      'appoint|name|hire|tap|promot|replac|oust|fire|sack|succeed|pick|choos ~4 ' + EXEC,
      'appoint|name|hire|tap|promot|replac|oust|fire|sack|succeed|pick|choos ~5 chief ~1 execut|financi|oper|technolog|invest',
      'chief execut|financi|oper ~3 step|resign|retir|depart|quit|exit|oust|replac|leav',
      'new|interim|incom chief execut|financi|oper',
      EXEC + ' ~3 step down',
      EXEC + ' ~3 resign|retir|depart|quit|exit|oust|replac|leav|fire',
      'new|interim|incom ' + EXEC,
      'ceo search|success|departur|exit|pay',
      'success plan',
      'manag|leadership|board|execut shakeup|overhaul|chang|reshuffl',
      'manag|leadership|board|execut shake up',
      'board seat',
      'proxi fight|battl|contest',
      'activist investor|investors|hedg|stake',
    ],
    not: [
      'retir ~1 =plan|=plans|account|save|age|fund|benefit',
      'chairman|chairwoman of ~2 joint|hous|senat|committe',
      'committe|joint|parti|nation|republican|democrat|dnc|rnc|fed|hous|senat|feder|reserv|council|board ~2 chairman|chairwoman',
      'execut order|=branch|privileg|session|director|power|action',
    ],
  },
  labor: {
    any: [
      LABOR_SIDE + ' ~3 =strike|=strikes|=striking|walkout|picket|lockout',
      '=strike|=strikes|=striking|walkout|picket ~3 ' + LABOR_SIDE,
      'go|goe|went|vote|threaten ~2 on ~1 =strike',
      '=strike action|vote|ballot|threat',
      'general =strike',
      'walkout',
      'lockout',
      'picket',
      'collect bargain',
      'wage talk|deal|negoti|disput|agreement|claim',
      '=labor|=labour disput|contract|deal|talk|action|unrest|union|relat|law|right|leader',
      'minimum wage',
      'uaw',
      'teamster',
      'afl cio',
      'unionis',
      'unioniz',
      'union contract|deal|member|leader|vote|worker|organ|drive|talk|negoti|rep|repres',
      'trade union',
    ],
    not: [
      'european|soviet|african|custom|monetari|bank|currenc|postal|capit|energi|credit|budget ~1 union',
      'state of the union',
    ],
  },
  ai: {
    any: [
      '=ai',
      'a.i.',
      'artifici intellig',
      'openai',
      'chatgpt',
      'chatbot',
      'genai',
      'generat ai|model|tool',
      'llm',
      'llms',
      'larg languag model',
      'machin learn',
      'anthrop',
      'deepmind',
      'deepseek',
      'neural network',
      'agent ai',
    ],
  },
  cyber: {
    any: [
      'cyber',
      'cyberattack',
      'cyber-attack',
      'cybersecur',
      'cyber-secur',
      'cybercrim',
      'cyberespionag',
      'hack',
      'hacker',
      'ransomwar',
      'malwar',
      'spywar',
      'data|secur breach',
      'phish',
      'ddos',
    ],
    not: ['life|growth hack'],
  },
  imf: { any: ['imf', 'intern monetari fund', 'georgieva'] },
  rating: {
    any: [
      'moodi',
      'fitch',
      'abercrombi ~2 fitch',
      's&p global =rating|=ratings',
      'credit|sovereign|debt|bond|issuer =rating|=ratings',
      '=rating|=ratings agenc|firm|action|downgrad|upgrad|cut|outlook|watch',
      'junk status|territori|=rating|=ratings',
      'invest grade',
      'aaa|aa =rating|=ratings',
      'tripl|doubl =a =rating|=ratings',
      'outlook to negat|stabl|posit',
      'dbrs',
      'scope =rating|=ratings',
      's&p ~2 cut|downgrad|upgrad|affirm|lower|rais|=rating|=ratings|revis',
      'downgrad|upgrad ~3 debt|sovereign|junk|notch|credit',
    ],
  },
  analyst: {
    any: [
      'price target|object',
      'initi ~2 coverag',
      '=overweight|=underweight|=outperform|=underperform ~1 rate|=rating|from|to',
      'to|from ~1 =overweight|=underweight|=outperform|=underperform|neutral|equal',
      '=buy|=sell|=hold|neutral ~1 =rating|=ratings',
      'upgrad|downgrad ~3 to ~1 buy|sell|hold|neutral|overweight|underweight|outperform|underperform|equal|market|sector|strong|accumul|reduc|peer',
      'upgrad|downgrad ~2 stock|=shares',
      'goldman|morgan|jpmorgan|citi|citigroup|barclay|ubs|jefferi|bofa|wedbush|bernstein|evercor|baird|raymond|piper|oppenheim|mizuho|hsbc|deutsch|well|cowen|needham|keybanc|truist|rbc|bmo|stifel|macquari|nomura|analyst|broker|=brokerage ~2 upgrad|downgrad',
      'analyst estim|expect|forecast|consensu|rate|=rating|=ratings|target|recommend|upgrad|downgrad|day|note|call|poll',
      'wall street analyst',
      'consensu estim',
    ],
    not: [
      'moodi|fitch|s&p|credit|sovereign|debt|bond ~3 upgrad|downgrad',
      'upgrad|downgrad ~3 debt|sovereign|junk|notch|credit|bond|moodi|fitch|s&p',
      'growth|econom|gdp ~3 upgrad|downgrad',
      'upgrad|downgrad ~3 growth|econom|gdp|forecast|outlook',
      'softwar|system|network|infrastructur|airport|road|rail|home upgrad',
    ],
    body: 2.5,
  },
  contract: {
    any: [
      'win|won|award|sign|land|secur|get|got|receiv|clinch|bag|nab ~3 =contract|=contracts|=order|=orders',
      '=contract|=contracts ~2 worth|valu',
      'defens|defenc|pentagon|govern|feder|armi|navi|militari|nasa ~2 =contract|=contracts',
      'suppli deal|agreement|contract',
      'contract award',
    ],
    not: [
      'futur|labor|labour|union|wage|player|rooki|record|employ|social|smart ~1 =contract|=contracts',
      '=contract|=contracts extens|talk|negoti|vote|disput',
      'sign ~3 =order|=orders',
      'year ~1 =contract',
    ],
  },
  split: {
    any: [
      'stock|share|revers split',
      '=sets|=declares|=approves|=declared|=approved|=announces|=set ~1 split',
      'for-1|for-2|for-3|for-4|for-5|for-10|for-20 ~1 split',
      'for one|two|three ~2 split',
      'split ~1 stock|share',
    ],
  },
  offering: {
    any: [
      'secondari|share|stock|equiti|debt|bond|note|convert|public|=rights|follow|senior|=unit|warrant ~2 offer',
      'share|stock sale',
      'privat|share placement',
      '=rights issu',
      'price|priced ~4 offer',
      'offer of ~3 share|note|bond|debentur|unit',
      'file|files|filed ~3 to ~1 offer',
      'shelf registr',
    ],
    not: [
      'initi public offer',
      'tender offer',
      'privat placement agenc',
      'immigr|civil|human|vote|gay|women|gun|worker|patient|state|lgbt|transgend|abort|parent ~1 =rights',
    ],
  },
  crypto: {
    any: [
      'bitcoin',
      'ethereum',
      'ether',
      'crypto',
      'cryptocurr',
      'stablecoin',
      'blockchain',
      'coinbas',
      'binanc',
      '=defi',
      'nft',
      'nfts',
      'solana',
      'xrp',
      'dogecoin',
      'tether',
      'memecoin',
      'btc',
      'cbdc',
      'digit asset|currenc|token',
    ],
  },
  oil: {
    any: [
      'oil',
      'crude',
      'brent',
      'wti',
      'opec',
      'barrel',
      'petroleum',
      'gasolin',
      'diesel',
      'refineri',
      '=refiner|=refiners|=refining',
      'oilfield',
      'jet fuel',
      'shale',
      'rig count',
      'petrol',
      'exxon',
      'chevron',
      'aramco',
      'conocophillip',
    ],
    not: [
      'palm|oliv|veget|soy|soybean|cook|castor|coconut|linse|lin|sunflow|sunse|rapese|rape|essenti|fish|corn|peanut|groundnut|canola|edibl|salad|snake|seed|cotton|cottonse|lins|tung|coconut ~1 oil',
      'oil paint',
      '=oils',
      'oil|petroleum ~2 ' + CORP,
      'oil ~1 and|or ~1 fat|fats',
      'veg|fat ~1 oil',
      'zinc|copper|sugar|alumin|nickel|metal|lead|tin refineri',
      'crude palm',
      'crude ~1 joke|remark|comment|humor|humour|popul|languag|attack|insult|imag',
      'cbd|hemp|beard|bath|massag|baby|oliv oil',
      'both|gun|doubl|shotgun barrel',
    ],
  },
  gold: {
    any: ['gold', 'bullion', 'precious metal'],
    not: [
      'gold medal|medalist|medallist|cup|coast|glove|star|card|rush|record|album|disc|boot|standard',
      'win|won|claim|take|took|bag|grab|clinch|olymp ~2 gold',
      'gold in',
      'gold ~2 ' + CORP + '|mine|mines|warrant',
      'liquid gold',
      'polit|rate|=ratings|offic|pure ~1 gold',
    ],
  },
  commodities: {
    any: [
      'commod',
      'copper',
      'silver',
      'platinum',
      'palladium',
      'aluminium',
      'aluminum',
      'nickel',
      'zinc',
      'tin price|=prices|market|output',
      'iron ore',
      '=steel',
      'lithium',
      'cobalt',
      'uranium',
      'wheat',
      '=corn',
      'soybean',
      'soy',
      'grain',
      'sugar',
      'coffe',
      'cocoa',
      'cotton',
      'rubber',
      'rice price|=prices|export|import|crop|harvest|output|product|farmer|futur|market|tonn|tonne|paddi|suppli|stock',
      'cattl',
      'hog',
      'livestock',
      'lumber',
      'orang juic',
      'palm oil',
      'veget oil',
      'oilse',
      'canola',
      'rapese',
      'natur gas',
      'lng',
      'coal',
      'fertil',
      'harvest',
      'crop',
      'base metal',
      'bushel',
      'sorghum',
      'barley',
      'potash',
      'wool',
      'metal price|=prices|market|futur',
    ],
    not: [
      'nate silver',
      'cattl call',
      'ballot harvest',
      'silver medal|medalist|medallist|lake|screen|line|spring|linings|lining|jubile|anniversari',
      'platinum album|record|jubile|card|disc',
      'coffe shop|chain|hous|tabl|cup|maker|machin',
      'rubber stamp|bullet',
      'crop top|up',
      'sugar rush|daddi',
      'hog =heaven',
      'steel|silver|copper|coal|sugar|alumin|aluminum|nickel|zinc ~2 ' + CORP,
    ],
  },
  markets: {
    any: [
      'stock market',
      '=stocks',
      '=equities',
      'wall street|st.',
      'sell off',
      'selloff',
      'market ralli|rout|turmoil|volatil|crash|correct|selloff|slump|swing|jitter|meltdown|wrap|close',
      'market sell off',
      'bear|bull market',
      'risk appetit',
      'risk off',
      'safe haven|havens',
      'global|financi|world|asian|european|emerg market',
      '=shares ~2 ' + MOVE,
      'stock futur',
    ],
    not: ['wall street journal'],
    body: 2.5,
  },
};

interface Slot {
  stems: Set<string>;
  words: Set<string>;
  /** Tokens allowed between the previous slot and this one. */
  gap: number;
}
interface Pattern {
  topic: Topic;
  slots: Slot[];
  veto: boolean;
}

/** Patterns indexed by what their first slot accepts: a stem or an exact word. */
interface PatternIndex {
  byStem: StemLexicon<Pattern[]>;
  byWord: Map<string, Pattern[]>;
}

/** Compiles every pattern once: alternatives are stemmed by the same analyser the articles go through. */
function compile(): PatternIndex {
  const raw: { topic: Topic; text: string; veto: boolean }[] = [];
  for (const topic of TOPICS) {
    for (const text of RULES[topic].any) raw.push({ topic, text, veto: false });
    for (const text of RULES[topic].not ?? []) raw.push({ topic, text, veto: true });
  }
  const alternatives = new Set<string>();
  for (const { text } of raw) {
    for (const slot of text.split(' ')) {
      if (slot.startsWith('~')) continue;
      for (const alt of slot.split('|')) alternatives.add(alt.replace(/^=/, ''));
    }
  }
  // One analyser call for all alternatives; a sentinel word keeps them apart and reveals any that split in two.
  const list = [...alternatives];
  const sentinel = 'qqsepqq';
  const analysed = analyse(list.join(` ${sentinel} `));
  const groups: number[][] = [[]];
  analysed.stems.forEach((stem, i) =>
    stem === sentinel ? groups.push([]) : groups[groups.length - 1].push(i),
  );
  const bad = list.filter((_alt, i) => groups[i]?.length !== 1);
  if (bad.length > 0 || groups.length !== list.length) {
    throw new Error(`topic pattern alternatives must be single tokens: ${bad.join(', ')}`);
  }
  const forms = new Map<string, { stems: string[]; word: string }>();
  list.forEach((alt, i) => {
    const t = groups[i][0];
    // A pattern may name a stem directly ("acquir") or a word ("acquires"); both match the text's stem.
    forms.set(alt, { stems: [analysed.stems[t], alt.toLowerCase()], word: analysed.words[t].toLowerCase() });
  });
  const byStem = new Map<string, Pattern[]>();
  const byWord = new Map<string, Pattern[]>();
  const add = (map: Map<string, Pattern[]>, key: string, p: Pattern): void => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const { topic, text, veto } of raw) {
    const slots: Slot[] = [];
    let gap = 0;
    for (const part of text.split(' ')) {
      if (part.startsWith('~')) {
        gap = part.length > 1 ? Number(part.slice(1)) : DEFAULT_GAP;
        continue;
      }
      const slot: Slot = { stems: new Set(), words: new Set(), gap };
      for (const alt of part.split('|')) {
        const form = forms.get(alt.replace(/^=/, ''))!;
        if (alt.startsWith('=')) slot.words.add(form.word);
        else for (const stem of form.stems) slot.stems.add(stem);
      }
      slots.push(slot);
      gap = 0;
    }
    const pattern: Pattern = { topic, slots, veto };
    for (const stem of slots[0].stems) add(byStem, stem, pattern);
    for (const word of slots[0].words) add(byWord, word, pattern);
  }
  return { byStem: new StemLexicon(byStem), byWord };
}

const PATTERNS = compile();

/** Per topic, in TOPICS order, what topicEvidence reads of its rules besides the compiled patterns. */
const TOPIC_RULES = TOPICS.map((topic) => ({
  topic,
  re: RULES[topic].re ?? [],
  bodyPoints: RULES[topic].body ?? BODY_POINTS,
}));

/** The learned model, laid out for lookup: feature -> flat [head, weight, head, weight, ...]. */
interface LinearModel {
  heads: Topic[];
  bias: number[];
  thresholds: number[];
  /** The probability the model needs to add a topic when rules already fired somewhere in the article. */
  gate: number;
  /** Keyed as titleFeatures() names the stem features, with figures spelled '#'. */
  weights: StemLexicon<number[]>;
  /** The features that are not stems: one per topic whose rules fired on the title, and one for ALL CAPS. */
  ruleWeights: Map<Topic, number[]>;
  capsWeights: number[] | undefined;
}

function loadModel(): LinearModel {
  const heads = model.heads.map((h) => {
    if (!(TOPICS as readonly string[]).includes(h))
      throw new Error(`topic model head "${h}" is not a spec topic`);
    return h as Topic;
  });
  const all = new Map(model.features.map((f, i) => [f, model.weights[i]]));
  const weights = new StemLexicon(all, (stem) => (isFigure(stem) ? '#' : stem));
  const ruleWeights = new Map<Topic, number[]>();
  for (const topic of TOPICS) {
    const w = all.get(`rule:${topic}`);
    if (w) ruleWeights.set(topic, w);
  }
  return {
    heads,
    bias: model.bias,
    thresholds: model.thresholds,
    gate: model.gate,
    weights,
    ruleWeights,
    capsWeights: all.get('#caps'),
  };
}

const MODEL = loadModel();

/**
 * The model's input: title stems as unigrams and adjacent bigrams, numbers folded into one token, one feature per
 * topic whose rules fired on the title (so the model learns, say, that a dividend headline is Reuters "earn"), and
 * one for an ALL-CAPS title. Wire titles are upper case, modern headlines are not: the caps feature lets the model
 * keep its wire-copy confidence there while staying cautious on mixed-case text it was not trained to label.
 */
export function titleFeatures(
  title: string,
  stems: readonly string[],
  titleRules: Iterable<Topic>,
): string[] {
  const toks = modelTokens(stems);
  const out = toks.slice();
  for (let i = 1; i < toks.length; i++) out.push(`${toks[i - 1]} ${toks[i]}`);
  for (const topic of titleRules) out.push(`rule:${topic}`);
  if (isAllCaps(title)) out.push('#caps');
  return out;
}

/** Title stems as the model reads them: possessive marks dropped, figures ("1.5", "3/4") folded into '#'. */
function modelTokens(stems: readonly string[]): string[] {
  const toks: string[] = [];
  for (const s of stems) {
    if (s === "'s") continue;
    toks.push(isFigure(s) ? '#' : s);
  }
  return toks;
}

/** Digits and . , : / - only. */
function isFigure(stem: string): boolean {
  if (stem.length === 0) return false;
  for (let i = 0; i < stem.length; i++) {
    const c = stem.charCodeAt(i);
    if (!((c >= 48 && c <= 58) || (c >= 44 && c <= 47))) return false;
  }
  return true;
}

function isAllCaps(title: string): boolean {
  return /\p{Lu}/u.test(title) && !/\p{Ll}/u.test(title);
}

/** The model's probability per head: the weights of titleFeatures(), in its order, read without building its strings. */
function modelScores(title: string, stems: readonly StemKey[], titleRules: Topic[]): Map<Topic, number> {
  const z = MODEL.bias.slice();
  const add = (w: number[] | undefined): void => {
    if (!w) return;
    for (let j = 0; j < w.length; j += 2) z[w[j]] += w[j + 1];
  };
  const toks = stems.filter((key) => key.stem !== "'s");
  for (const tok of toks) add(MODEL.weights.single(tok));
  for (let i = 1; i < toks.length; i++) add(MODEL.weights.pair(toks[i - 1], toks[i]));
  for (const topic of titleRules) add(MODEL.ruleWeights.get(topic));
  if (isAllCaps(title)) add(MODEL.capsWeights);
  const scores = new Map<Topic, number>();
  MODEL.heads.forEach((topic, h) => scores.set(topic, 1 / (1 + Math.exp(-z[h]))));
  return scores;
}

/** Drops leading characters that are neither letters nor digits ("'s" -> "s", "#1" -> "1"). */
function withoutLeadingMarks(token: string): string {
  const c = token.charCodeAt(0);
  // Most tokens start with an ASCII letter or digit: nothing to drop, no regex to run.
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return token;
  return token.replace(/^[^\p{L}\p{N}]+/u, '');
}

/** Where the title ends in an analysis of `title + body`: walks the title text token by token. */
function titleTokenCount(title: string, a: AnalysedText): number {
  const text = title.toLowerCase();
  let pos = 0;
  let i = 0;
  const isAlnum = (c: string): boolean =>
    (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c > '\x7f' && /[\p{L}\p{N}]/u.test(c));
  for (; i < a.words.length; i++) {
    while (pos < text.length && !isAlnum(text[pos])) pos++;
    if (pos >= text.length) break;
    const word = withoutLeadingMarks(a.words[i].toLowerCase());
    const stem = withoutLeadingMarks(a.stems[i]);
    if (word && text.startsWith(word, pos)) pos += word.length;
    else if (stem && text.startsWith(stem, pos)) {
      pos += stem.length;
      while (pos < text.length && isAlnum(text[pos])) pos++;
    } else {
      // Normalised forms ("labour" -> "labor", "n't" -> "not"): consume one raw word and stay in step.
      while (pos < text.length && isAlnum(text[pos])) pos++;
    }
  }
  return i;
}

function matchFrom(
  p: Pattern,
  slot: number,
  at: number,
  stems: string[],
  words: string[],
  end: number,
): number {
  if (slot === p.slots.length) return at;
  const s = p.slots[slot];
  for (let j = at; j <= at + s.gap && j < end; j++) {
    if (s.stems.has(stems[j]) || s.words.has(words[j])) {
      const e = matchFrom(p, slot + 1, j + 1, stems, words, end);
      if (e >= 0) return e;
    }
  }
  return -1;
}

/** Pattern hits per topic in tokens [from, to): the start index of every hit no veto overlaps. */
function scan(
  keys: StemKey[],
  stems: string[],
  words: string[],
  from: number,
  to: number,
): Map<Topic, number[]> {
  const hits: { topic: Topic; start: number; end: number }[] = [];
  const vetoes: { topic: Topic; start: number; end: number }[] = [];
  const match = (list: Pattern[] | undefined, i: number): void => {
    if (!list) return;
    for (const p of list) {
      const end = matchFrom(p, 1, i + 1, stems, words, to);
      if (end < 0) continue;
      (p.veto ? vetoes : hits).push({ topic: p.topic, start: i, end });
    }
  };
  for (let i = from; i < to; i++) {
    match(PATTERNS.byStem.single(keys[i]), i);
    match(PATTERNS.byWord.get(words[i]), i);
  }
  const out = new Map<Topic, number[]>();
  for (const h of hits) {
    if (vetoes.some((v) => v.topic === h.topic && v.start < h.end && h.start < v.end)) continue;
    const starts = out.get(h.topic);
    if (!starts) out.set(h.topic, [h.start]);
    else if (!starts.includes(h.start)) starts.push(h.start);
  }
  return out;
}

/** The evidence behind a tagging: rule strength (1 title, 0.6 body) and model probability per topic. */
export interface TopicEvidence {
  rule: Map<Topic, number>;
  model: Map<Topic, number>;
}

/**
 * Rule and model evidence for an article. `analysed` should be `analyse(title + '\n' + body)` (or of the title alone
 * when there is no body), the same analysis the other enrichment modules use; without it the text is analysed here.
 */
export function topicEvidence(title: string, body?: string, analysed?: AnalysedText): TopicEvidence {
  const text = body ? `${title}\n${body}` : title;
  let a = analysed ?? analyse(text);
  let titleEnd = titleTokenCount(title, a);
  if (body && titleEnd >= a.words.length) {
    // The caller analysed the title only: analyse the body once more rather than ignore it.
    const b = analyse(body);
    a = {
      words: [...a.words, ...b.words],
      stems: [...a.stems, ...b.stems],
      stemKeys: [...a.stemKeys, ...b.stemKeys],
      negated: [...a.negated, ...b.negated],
      sentences: [...a.sentences, ...b.sentences],
    };
    titleEnd = titleTokenCount(title, a);
  }
  const words = a.words.map((w) => w.toLowerCase());
  const stems = a.stems;

  const rule = new Map<Topic, number>();
  const titleRules: Topic[] = [];
  const inTitle = scan(a.stemKeys, stems, words, 0, titleEnd);
  const inBody = body ? scan(a.stemKeys, stems, words, titleEnd, a.words.length) : new Map<Topic, number[]>();
  for (const { topic, re: patterns, bodyPoints: needed } of TOPIC_RULES) {
    let titleHit = inTitle.has(topic);
    let bodyPoints = 0;
    const bodyHits = inBody.get(topic);
    if (bodyHits) for (const start of bodyHits) bodyPoints += start - titleEnd < LEAD_TOKENS ? 1 : 0.5;
    for (const { needs, pattern } of patterns) {
      pattern.lastIndex = 0;
      if (needs.some((word) => title.includes(word)) && pattern.test(title)) titleHit = true;
      if (!body || !needs.some((word) => body.includes(word))) continue;
      for (const m of body.matchAll(pattern)) {
        bodyPoints += m.index < LEAD_CHARS ? 1 : 0.5;
        if (bodyPoints >= 3) break;
      }
    }
    if (titleHit) {
      titleRules.push(topic);
      rule.set(topic, 1);
    } else if (bodyPoints >= needed) rule.set(topic, 0.6);
  }
  return { rule, model: modelScores(title, a.stemKeys.slice(0, titleEnd), titleRules) };
}

/** Combines the evidence: a rule hit, or a model probability over its tuned threshold (and the gate, if rules fired). */
export function decideTopics(ev: TopicEvidence): Topic[] {
  const scored = new Map<Topic, number>(ev.rule);
  MODEL.heads.forEach((topic, h) => {
    const p = ev.model.get(topic) ?? 0;
    const need = ev.rule.size > 0 ? Math.max(MODEL.thresholds[h], MODEL.gate) : MODEL.thresholds[h];
    if (p >= need) scored.set(topic, Math.max(scored.get(topic) ?? 0, 0.5 * p));
  });
  // Reuters files dividends and splits under earnings; when a dividend or split rule explains the model's
  // earnings vote and no earnings wording is present, keep only the specific topic.
  if (!ev.rule.has('earnings') && (ev.rule.has('dividend') || ev.rule.has('split')))
    scored.delete('earnings');
  return [...scored.entries()]
    .sort((x, y) => y[1] - x[1] || TOPICS.indexOf(x[0]) - TOPICS.indexOf(y[0]))
    .slice(0, MAX_TOPICS)
    .map(([topic]) => topic);
}

/** Topics of an article, strongest first; see topicEvidence for `analysed`. */
export function tagTopics(title: string, body?: string, analysed?: AnalysedText): Topic[] {
  return decideTopics(topicEvidence(title, body, analysed));
}
