// Market desk templates about single companies: earnings, guidance, deals, layoffs, IPOs, FDA
// decisions, antitrust suits, AI chip orders and buybacks. Companies are real, the events invented.
import { company, otherCompany, type Sector } from '../companies';
import { count, decimal, dollars, money, roundish, thousands } from '../format';
import { person, placeName, privateCompany, state } from '../names';
import { sides, w, type EventTemplate } from '../template';
import { companySlots, reportedQuarter } from './cast';

/** What an acquirer of each sector buys: the target's field and the tail of its invented name. */
const DEAL_FIELDS: Partial<Record<Sector, readonly (readonly [string, string])[]>> = {
  tech: [
    ['cybersecurity', 'Security'],
    ['cloud software', 'Software'],
    ['data analytics', 'Analytics'],
    ['AI software', 'AI'],
  ],
  chips: [
    ['chip design', 'Semiconductor'],
    ['networking chip', 'Networks'],
    ['AI accelerator', 'Compute'],
  ],
  pharma: [
    ['biotech', 'Therapeutics'],
    ['gene therapy', 'Bio'],
    ['medical device', 'Medical'],
    ['rare disease', 'Pharma'],
  ],
  industrial: [
    ['industrial automation', 'Automation'],
    ['drone', 'Aerial'],
    ['logistics software', 'Logistics'],
  ],
  media: [
    ['streaming', 'Media'],
    ['video game', 'Games'],
    ['sports media', 'Sports'],
  ],
  retail: [
    ['e-commerce', 'Commerce'],
    ['grocery delivery', 'Fresh'],
    ['payments', 'Pay'],
  ],
  bank: [
    ['payments', 'Payments'],
    ['wealth management', 'Wealth'],
    ['fintech', 'Financial'],
  ],
};
/** Guidance moves come with reasons that fit their direction. */
const RAISE_REASONS = [
  'strong AI demand',
  'resilient travel demand',
  'robust consumer spending',
  'cost savings',
  'strong pricing',
];
const CUT_REASONS = [
  'weaker consumer demand',
  'tariff costs',
  'a stronger dollar',
  'higher input costs',
  'softer orders',
];
const CONDITIONS = [
  'obesity',
  "Alzheimer's disease",
  'a rare form of leukemia',
  'severe asthma',
  'type 2 diabetes',
  'migraine',
  'psoriasis',
  'heart failure',
];
const DRUG_ENDINGS = ['mab', 'tinib', 'zumab', 'glutide', 'vir', 'ciclib'];
/** Conduct an antitrust suit targets, by the sector of the company sued. */
const PRACTICES: Partial<Record<Sector, readonly string[]>> = {
  tech: [
    'its app store rules',
    'its advertising business',
    'bundling of software',
    'self-preferencing in search results',
    'restrictions on data portability',
    'acquisitions of smaller rivals',
  ],
  retail: ['exclusive supplier contracts', 'loyalty discounts', 'pricing algorithms', 'no-poach agreements'],
  media: ['exclusive content deals', 'bundling of channels', 'acquisitions of smaller rivals'],
  chips: ['exclusive supplier contracts', 'loyalty discounts', 'patent licensing terms'],
};

export const MARKET_CORPORATE: readonly EventTemplate[] = [
  {
    key: 'market.earnings',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['earnings'],
    build(r, at) {
      const c = company(
        r,
        'tech',
        'chips',
        'bank',
        'retail',
        'auto',
        'industrial',
        'media',
        'energy',
        'pharma',
      );
      const beat = r.chance(0.6);
      const est = r.float(0.4, 6);
      const eps = beat ? est * r.float(1.03, 1.25) : est * r.float(0.75, 0.97);
      const move = r.float(1.5, 12);
      return {
        slots: {
          ...companySlots(c, 'co'),
          quarter: reportedQuarter(at),
          eps: dollars(eps),
          est: dollars(est),
          revenue: money(r.int(20, 1400) * 100),
          move: `${decimal(move)}%`,
          ceo: `chief executive ${person(r)}`,
          analyst: `${person(r)}, an analyst at ${r.pick(['Wedbush', 'Bernstein', 'Evercore ISI', 'Jefferies', 'Piper Sandler'])}`,
        },
        tickers: [c.ticker],
        words: beat
          ? {
              result: w(
                'beats estimates|tops forecasts',
                'beats estimates|tops estimates',
                'crushes estimates|beats expectations',
              ),
              shares: w('rise|climb', 'rise|gain', 'jump|soar|rally'),
              profit: w(
                'profits swell|profit jumps',
                'profit beats|earnings top estimates',
                'profit beats|earnings crush forecasts',
              ),
              moved: w('rose|climbed', 'rose|gained', 'jumped|rallied'),
            }
          : {
              result: w(
                'misses estimates|falls short',
                'misses estimates|falls short of estimates',
                'misses estimates|disappoints',
              ),
              shares: w('fall|slide', 'fall|drop', 'tumble|sink|slide'),
              profit: w(
                'profit misses|earnings slip',
                'earnings miss|profit misses',
                'earnings disappoint|profit misses',
              ),
              moved: w('fell|slid', 'fell|dropped', 'tumbled|sank'),
            },
      };
    },
    truth: ['co_name', 'quarter', 'eps', 'revenue'],
    headlines: sides(
      [
        '{co_name} {~result} as {~profit}; shares {~shares} {move}',
        '{co_name} {quarter} results: EPS {eps} vs {est} expected',
        '{co_name} {~profit} in {quarter}',
      ],
      [
        '{co_name} {~result}; shares {~shares} {move}',
        '{co_name} {quarter} EPS {eps} vs. {est} estimate',
        '{co_tag} shares {~shares} {move} after {quarter} earnings',
        '{co_name} posts {quarter} EPS of {eps}, revenue {revenue}',
        '{co_name} {quarter} revenue at {revenue}; EPS {eps}',
      ],
      [
        '{co_name} {~result}, stock {~shares} {move}',
        '{co_tag}: {co_name} {~result} with EPS of {eps}',
        '{co_name} shares {~shares} as {~profit}',
      ],
    ),
    leads: sides(
      [
        '{co} reported {quarter} earnings of {eps} a share on revenue of {revenue}, against analyst estimates of {est}, and its shares {~moved} {move} after hours.',
        '{co} posted {quarter} earnings per share of {eps} versus {est} expected, on {revenue} in revenue.',
      ],
      [
        '{co} reported {quarter} earnings of {eps} per share on {weekday}, compared with the {est} analysts expected, on revenue of {revenue}; shares {~moved} {move} in extended trading.',
        '{co} earned {eps} a share in the {quarter} on {revenue} of revenue; analysts had forecast {est}.',
      ],
      [
        '{co} reported {quarter} earnings of {eps} a share versus {est} expected, on revenue of {revenue}, and the stock {~moved} {move}.',
        'Shares of {co} {~moved} {move} after the company reported {quarter} EPS of {eps}, against a consensus of {est}.',
      ],
    ),
    details: [
      'Revenue came in at {revenue} for the quarter, the company said.',
      '{ceo} said demand remained "healthy across our core markets."',
      'Analysts polled by LSEG had expected {est} a share.',
    ],
    reactions: sides(
      [
        'Labor groups noted the results came as the company held wages flat for many workers.',
        '{analyst}, said pricing, not volume, drove most of the growth.',
      ],
      [
        '{analyst}, said the guidance will matter more than the quarter.',
        'The shares had moved sharply ahead of the report.',
      ],
      [
        '{analyst}, said management "executed well in a tough environment."',
        'Investors focused on margins and buybacks.',
      ],
    ),
  },
  {
    key: 'market.guidance',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['guidance'],
    build(r) {
      const c = company(r, 'tech', 'retail', 'auto', 'industrial', 'chips', 'media');
      const raise = r.chance(0.5);
      const low = r.int(20, 900) * 100;
      return {
        slots: {
          ...companySlots(c, 'co'),
          low: money(low),
          high: money(Math.round(low * r.float(1.03, 1.1))),
          reason: r.pick(raise ? RAISE_REASONS : CUT_REASONS),
          move: `${decimal(r.float(1, 9))}%`,
          cfo: `chief financial officer ${person(r)}`,
        },
        tickers: [c.ticker],
        words: raise
          ? {
              change: w('raises|lifts', 'raises|lifts', 'raises|boosts'),
              changed: w('raised|lifted', 'raised|lifted', 'raised|boosted'),
              shares: w('rise|gain', 'rise|climb', 'jump|surge'),
              moved: w('rose|gained', 'rose|climbed', 'jumped|surged'),
            }
          : {
              change: w('cuts|slashes', 'cuts|lowers', 'trims|lowers'),
              changed: w('cut|slashed', 'cut|lowered', 'trimmed|lowered'),
              shares: w('fall|drop', 'fall|slip', 'slide|sink'),
              moved: w('fell|dropped', 'fell|slipped', 'slid|sank'),
            },
      };
    },
    truth: ['co_name', 'low', 'high'],
    headlines: sides(
      [
        '{co_name} {~change} full-year outlook, citing {reason}',
        '{co_name} {~change} forecast; shares {~shares} {move}',
        '{co_name} sees sales of {low} to {high}',
      ],
      [
        '{co_name} {~change} annual revenue forecast to {low}-{high}',
        '{co_name} {~change} guidance on {reason}',
        '{co_tag} shares {~shares} {move} after guidance update',
        '{co_name} now sees revenue of {low} to {high}',
        '{co_name} updates outlook, cites {reason}',
      ],
      [
        '{co_name} {~change} outlook; stock {~shares} {move}',
        '{co_name} {~change} guidance, points to {reason}',
        '{co_tag} {~change} full-year targets',
      ],
    ),
    leads: sides(
      [
        '{co} {~changed} its full-year revenue forecast to between {low} and {high}, citing {reason}, and its shares {~moved} {move}.',
        '{co} now expects annual revenue of {low} to {high}, blaming {reason}.',
      ],
      [
        '{co} {~changed} its full-year revenue outlook to {low} to {high} on {weekday}, citing {reason}; the shares {~moved} {move}.',
        '{co} updated its annual guidance to revenue of {low} to {high}, pointing to {reason}.',
      ],
      [
        '{co} {~changed} its full-year outlook to {low}-{high} on {weekday}, pointing to {reason}, and shares {~moved} {move}.',
        'Shares of {co} {~moved} {move} after the company set its annual revenue target at {low} to {high}.',
      ],
    ),
    details: [
      '{cfo} said the update reflects {reason}.',
      'The new range is {low} to {high}, the company said in a filing.',
    ],
    reactions: sides(
      [
        'Consumer advocates said price increases are propping up results.',
        'Workers at the company are watching for cost cuts, union officials said.',
      ],
      [
        'Analysts said the revision was largely expected.',
        '{cfo} said the company would update investors next quarter.',
      ],
      [
        '{cfo} said the company remains disciplined on costs.',
        'Analysts said the balance sheet remains strong.',
      ],
    ),
  },
  {
    key: 'market.acquisition',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['m&a'],
    build(r) {
      const c = company(r, 'tech', 'chips', 'pharma', 'industrial', 'media', 'retail', 'bank');
      const [field, tail] = r.pick(DEAL_FIELDS[c.sector] ?? DEAL_FIELDS.tech ?? []);
      return {
        slots: {
          ...companySlots(c, 'co'),
          target: `${placeName(r)} ${tail}`,
          field,
          price: money(r.int(8, 450) * 100),
          per_share: `$${r.int(18, 160)}`,
          premium: `${r.int(18, 65)}%`,
          ceo: `chief executive ${person(r)}`,
          close: r.pick(['by the end of the year', 'in the first half of next year', 'within twelve months']),
        },
        tickers: [c.ticker],
      };
    },
    truth: ['co_name', 'target', 'price'],
    words: {
      deal: w('megadeal|takeover', 'deal|acquisition', 'deal|acquisition'),
      buy: w('swallows|snaps up|buys', 'to buy|to acquire', 'to acquire|snaps up'),
    },
    headlines: sides(
      [
        '{co_name} {~buy} {target} in {price} {~deal}, raising antitrust questions',
        '{co_name} bets {price} on {field} with {target} {~deal}',
        '{price} {~deal}: {co_name} {~buy} {target}',
      ],
      [
        '{co_name} {~buy} {target} for {price}',
        '{co_name} agrees to acquire {field} firm {target} for {price}',
        '{co_tag} to buy {target} in {price} deal',
        '{co_name} strikes {price} deal for {target}',
        '{co_name} to pay {per_share} a share for {target}',
      ],
      [
        '{co_name} {~buy} {target} in {price} {~deal}',
        '{co_name} doubles down on {field} with {price} purchase',
        '{co_name} pays {premium} premium for {target}',
      ],
    ),
    leads: sides(
      [
        '{co} agreed to buy {field} company {target} for {price}, a {~deal} likely to draw scrutiny from regulators.',
        '{co} will pay {per_share} a share, or {price}, for {target}, a {premium} premium.',
      ],
      [
        '{co} agreed on {weekday} to acquire {field} company {target} for {price} in cash, or {per_share} a share, a {premium} premium.',
        '{co} said it will buy {target}, a {field} firm, for about {price}, with the deal expected to close {close}.',
      ],
      [
        '{co} agreed to acquire {target} for {price}, or {per_share} a share, expanding its {field} business.',
        '{co} will buy {field} firm {target} for {price} in a deal expected to close {close}.',
      ],
    ),
    details: [
      'The offer of {per_share} a share is a {premium} premium to the last close, the companies said.',
      'The deal is expected to close {close}, subject to regulatory approval.',
      '{ceo} said the purchase would "accelerate our {field} roadmap."',
    ],
    reactions: sides(
      [
        'Antitrust advocates urged regulators to block the deal.',
        'Critics said the purchase would further concentrate the industry.',
      ],
      [
        '{expert} said regulators are likely to take a close look.',
        'Shares of {co_name} were little changed.',
      ],
      [
        '{ceo} said the deal will create value for shareholders.',
        'Analysts called the price reasonable given the growth.',
      ],
    ),
  },
  {
    key: 'market.layoffs',
    kind: 'emphasis',
    category: 'economy',
    market: true,
    topics: ['layoffs'],
    build(r) {
      const c = company(r, 'tech', 'retail', 'auto', 'industrial', 'media', 'bank', 'pharma');
      const n = roundish(r.int(300, 15000));
      return {
        slots: {
          ...companySlots(c, 'co'),
          jobs: thousands(n),
          jobs_high: count(roundish(n * r.float(1.4, 2.2))),
          share: `${r.int(2, 15)}%`,
          savings: money(r.int(2, 40) * 50),
          memo_author: `chief executive ${person(r)}`,
          union_rep: `${person(r)}, a union representative`,
        },
        tickers: [c.ticker],
      };
    },
    truth: ['co_name', 'jobs', 'share'],
    dispute: { slot: 'jobs', alt: 'jobs_high', altSide: 'left' },
    words: {
      cut: w('slashes|axes', 'cuts', 'trims'),
      cutting: w('slashing|axing', 'cutting|eliminating', 'trimming|streamlining'),
      layoffs: w('layoffs|mass layoffs', 'job cuts|layoffs', 'restructuring|job cuts'),
    },
    headlines: sides(
      [
        '{co_name} {~cut} {jobs} jobs in latest {~layoffs}',
        '{co_name} {~layoffs}: {jobs} workers lose jobs',
        '{jobs} {co_name} workers face {~layoffs}',
      ],
      [
        '{co_name} to cut {jobs} jobs, about {share} of workforce',
        '{co_name} announces {jobs} job cuts',
        '{co_tag} to eliminate {share} of staff',
        '{co_name} plans to eliminate {jobs} positions',
        '{co_name} job cuts to save {savings} a year',
      ],
      [
        '{co_name} {~cut} {share} of workforce in {~layoffs}',
        '{co_name} {~cut} {jobs} roles to save {savings}',
        '{co_name} {~layoffs} targets {savings} in savings',
      ],
    ),
    leads: sides(
      [
        '{co} is {~cutting} {jobs} jobs, about {share} of its workforce, as executives pursue {savings} in savings.',
        '{co} will lay off {jobs} workers, according to an internal memo, in its latest round of {~layoffs}.',
      ],
      [
        '{co} said on {weekday} it will cut about {jobs} jobs, or {share} of its workforce, to save {savings} a year.',
        '{co} plans to eliminate {jobs} positions, roughly {share} of staff, according to a memo from {memo_author}.',
      ],
      [
        '{co} is {~cutting} about {share} of its workforce, or {jobs} roles, to save {savings} a year, the company said.',
        '{co} announced a restructuring that eliminates {jobs} positions as it refocuses on its core business.',
      ],
    ),
    details: [
      'The cuts are expected to save about {savings} a year.',
      'Affected employees will receive severance, according to {memo_author}.',
      'The company employs thousands of people worldwide.',
    ],
    reactions: sides(
      [
        '"Workers are paying for management\'s mistakes," said {union_rep}.',
        'The cuts come months after the company raised executive pay.',
      ],
      [
        '{expert} said more companies are trimming staff as growth slows.',
        'Shares of {co_name} rose modestly after the announcement.',
      ],
      [
        '{memo_author} said the company must become "leaner and faster."',
        'Investors welcomed the cost discipline.',
      ],
    ),
  },
  {
    key: 'market.ipo',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['ipo'],
    build(r) {
      const bank = company(r, 'bank');
      const bank2 = otherCompany(r, bank, 'bank');
      const price = r.int(14, 48);
      return {
        slots: {
          issuer: privateCompany(r),
          price: `$${price}`,
          range: `$${price - r.int(2, 4)} to $${price - 1}`,
          raised: money(r.int(3, 40) * 50),
          valuation: money(r.int(15, 300) * 100),
          ...(r.chance(0.5)
            ? { exchange: 'the Nasdaq', exchange_short: 'Nasdaq' }
            : { exchange: 'the New York Stock Exchange', exchange_short: 'NYSE' }),
          pop: `${r.int(5, 70)}%`,
          ...companySlots(bank, 'bank'),
          ...companySlots(bank2, 'bank2'),
          founder: `founder ${person(r)}`,
        },
        tickers: [bank.ticker, bank2.ticker],
      };
    },
    truth: ['issuer', 'price', 'raised', 'valuation'],
    words: {
      debut: w('debuts|lists', 'prices IPO|debuts', 'soars in debut|debuts'),
    },
    headlines: sides(
      [
        '{issuer} {~debut} at {valuation} valuation',
        '{issuer} IPO raises {raised}',
        '{issuer} goes public on {exchange}',
      ],
      [
        '{issuer} prices IPO at {price}, raising {raised}',
        '{issuer} {~debut} on {exchange}, valued at {valuation}',
        '{issuer} shares open {pop} above IPO price',
        '{issuer} raises {raised} in {exchange_short} IPO',
        '{issuer} IPO priced above range at {price}',
      ],
      [
        '{issuer} {~debut}, shares pop {pop}',
        '{issuer} IPO values company at {valuation}',
        'Hot IPO: {issuer} raises {raised}',
      ],
    ),
    leads: sides(
      [
        '{issuer} raised {raised} in an initial public offering led by {bank}, pricing shares at {price} and valuing the company at {valuation}.',
        '{issuer} went public on {exchange} in a deal run by {bank} and {bank2}, leaving {founder} with a stake worth hundreds of millions.',
      ],
      [
        '{issuer} priced its IPO at {price} a share on {weekday}, above the {range} range, raising {raised} and valuing the company at {valuation}; {bank} led the deal.',
        '{issuer} raised {raised} in an IPO on {exchange} led by {bank} and {bank2}, at a valuation of {valuation}.',
      ],
      [
        '{issuer} shares jumped {pop} in their {exchange} debut after a {bank_name}-led IPO priced at {price}, raising {raised}.',
        '{issuer} raised {raised} at a {valuation} valuation in an offering led by {bank} and {bank2}.',
      ],
    ),
    details: [
      'The offering was led by {bank} and {bank2}.',
      'The shares were priced above the marketed range of {range}.',
      'The stock opened {pop} above its offering price.',
    ],
    reactions: sides(
      [
        'Critics noted the company has yet to turn a profit.',
        'Early employees will be able to sell shares after a lockup.',
      ],
      ['{expert} said the IPO window is reopening.', '{founder} said the listing will fund expansion.'],
      [
        '{founder} called the listing "a great day for American innovation."',
        'Bankers said more listings are in the pipeline.',
      ],
    ),
  },
  {
    key: 'market.fda-approval',
    kind: 'alike',
    category: 'health',
    market: true,
    topics: ['fda'],
    build(r) {
      const c = company(r, 'pharma');
      const drug = placeName(r, 2).toLowerCase() + r.pick(DRUG_ENDINGS);
      return {
        slots: {
          ...companySlots(c, 'co'),
          drug: drug.charAt(0).toUpperCase() + drug.slice(1),
          condition: r.pick(CONDITIONS),
          efficacy: `${r.int(18, 62)}%`,
          list_price: `$${thousands(roundish(r.int(4, 240) * 100))}`,
          patients: count(roundish(r.int(200, 9000) * 1000)),
          doctor: `Dr. ${person(r)}`,
        },
        tickers: [c.ticker],
      };
    },
    truth: ['co_name', 'drug', 'condition'],
    words: {
      approve: w('approves|clears', 'approves|clears', 'approves|greenlights'),
      cost: w('pricey|costly', 'new|new', 'breakthrough|new'),
    },
    headlines: sides(
      [
        'FDA {~approve} {co_name} {~cost} {condition} drug {drug}',
        '{co_name} {condition} drug approved; list price {list_price}',
        'FDA clears {co_name} drug {drug}, but cost questions loom',
      ],
      [
        'FDA approves {co_name} drug {drug} for {condition}',
        '{co_name} wins FDA approval for {condition} treatment',
        '{co_tag}: FDA clears {drug}',
        '{drug} from {co_name} gets FDA nod for {condition}',
        'FDA clears {co_name} {condition} therapy {drug}',
      ],
      [
        'FDA {~approve} {co_name} {~cost} {condition} treatment',
        '{co_name} scores FDA win with {drug}',
        '{drug} approved for {condition}, {co_tag} rises',
      ],
    ),
    leads: sides(
      [
        'The FDA approved {drug} from {co} for {condition}, a treatment that will list at {list_price} a year, raising questions about who can afford it.',
        'Regulators cleared {drug} from {co} for {condition}; in trials it cut symptoms by {efficacy}.',
      ],
      [
        'The Food and Drug Administration approved {drug} from {co} for {condition} on {weekday}, based on trials that showed a {efficacy} improvement.',
        '{co} won FDA approval for {drug}, a {condition} treatment, and set a list price of {list_price} a year.',
      ],
      [
        'The FDA approved {drug}, a {~cost} {condition} treatment from {co}, after trials showed a {efficacy} improvement.',
        '{co} received FDA approval for {drug} to treat {condition}, a market of about {patients} patients.',
      ],
    ),
    details: [
      'The list price will be {list_price} a year, the company said.',
      'About {patients} U.S. patients could be eligible, according to the company.',
      'In late-stage trials, the drug improved outcomes by {efficacy}.',
    ],
    reactions: sides(
      [
        'Patient advocates said the price will put the drug out of reach for many.',
        '{doctor} said insurers are likely to restrict coverage.',
      ],
      [
        '{doctor} said the drug gives patients another option.',
        '{expert} said uptake will depend on insurance coverage.',
      ],
      [
        '{doctor} called the approval "a real advance for patients."',
        'Analysts raised their sales forecasts for the drug.',
      ],
    ),
  },
  {
    key: 'market.antitrust',
    kind: 'emphasis',
    category: 'economy',
    market: true,
    topics: ['antitrust', 'litigation'],
    build(r) {
      const c = company(r, 'tech', 'retail', 'media', 'chips');
      return {
        slots: {
          ...companySlots(c, 'co'),
          agency: r.pick(['the Justice Department', 'the Federal Trade Commission']),
          practice: r.pick(PRACTICES[c.sector] ?? PRACTICES.tech ?? []),
          states: String(r.int(8, 40)),
          court: `${r.pick(['Northern', 'Southern', 'Eastern', 'Western', 'Central'])} District of ${state(r)}`,
          penalty: money(r.int(5, 80) * 100),
          general_counsel: `general counsel ${person(r)}`,
          enforcer: `${person(r)}, who heads the agency's competition bureau`,
        },
        tickers: [c.ticker],
      };
    },
    truth: ['co_name', 'agency', 'practice', 'court'],
    words: {
      sue: w('sues|takes on', 'sues|files suit against', 'targets|sues'),
      monopoly: w('monopoly|illegal monopoly', 'market dominance|monopoly', 'success|market position'),
    },
    headlines: sides(
      [
        'Regulators {~sue} {co_name} over {~monopoly}',
        '{co_name} accused of abusing {~monopoly} through {practice}',
        '{states} states join suit against {co_name}',
      ],
      [
        'U.S. {~sue} {co_name} over {practice}',
        '{co_name} faces antitrust suit over {practice}',
        '{co_tag} falls after antitrust lawsuit',
        '{agency} files antitrust case against {co_name}',
        '{states} states join antitrust suit targeting {co_name}',
      ],
      [
        'Regulators {~sue} {co_name} over its {~monopoly}',
        '{co_name} hit with antitrust suit over {practice}',
        'Washington {~sue} {co_name} in latest antitrust push',
      ],
    ),
    leads: sides(
      [
        '{agency} and {states} states sued {co} on {weekday}, accusing it of protecting a {~monopoly} through {practice}.',
        '{co} is accused of using {practice} to crush competition, in a lawsuit filed by {agency}.',
      ],
      [
        '{agency} sued {co} on {weekday}, alleging antitrust violations tied to {practice}; {states} states joined the suit.',
        '{co} faces an antitrust lawsuit from {agency} and {states} states over {practice}.',
      ],
      [
        '{agency} sued {co} over {practice}, the latest government case against a successful American company; {states} states joined.',
        '{co} said it will fight an antitrust suit from {agency} targeting {practice}.',
      ],
    ),
    details: [
      '{states} states joined the complaint, filed in federal court in the {court}.',
      'The suit seeks changes to {practice} and penalties that could reach {penalty}.',
      '{general_counsel} said the company would "vigorously defend" itself.',
    ],
    reactions: sides(
      [
        '"No company is above the law," said {enforcer}.',
        'Small businesses that compete with {co_name} welcomed the case.',
      ],
      ['{expert} said such cases typically take years.', '{co_name} shares fell modestly on the news.'],
      [
        '{general_counsel} said the suit "punishes success."',
        'Critics said regulators should not pick winners and losers.',
      ],
    ),
  },
  {
    key: 'market.ai-chip-order',
    kind: 'alike',
    category: 'ai',
    market: true,
    topics: ['ai', 'contract'],
    build(r) {
      const chip = company(r, 'chips');
      const buyer = company(r, 'tech');
      return {
        slots: {
          ...companySlots(chip, 'chip'),
          ...companySlots(buyer, 'buyer'),
          value: money(r.int(10, 400) * 100),
          units: count(roundish(r.int(50, 800) * 1000)),
          move: `${decimal(r.float(1, 8))}%`,
          site: `${placeName(r)} data campus`,
          exec: `${person(r)}, who runs the chip unit`,
        },
        tickers: [chip.ticker, buyer.ticker],
      };
    },
    truth: ['chip_name', 'buyer_name', 'value'],
    words: {
      order: w('AI spending spree|AI order', 'order|supply deal', 'blockbuster order|supply deal'),
    },
    headlines: sides(
      [
        '{buyer_name} places {value} {~order} with {chip_name}',
        '{chip_name} lands {value} {buyer_name} deal as AI boom grows',
        'AI arms race: {buyer_name} buys {units} {chip_name} chips',
      ],
      [
        '{chip_name} wins {value} AI chip order from {buyer_name}',
        '{buyer_name} to buy {units} AI chips from {chip_name}',
        '{chip_tag} rises {move} on {buyer_name} order',
        '{chip_name} to supply {units} AI chips to {buyer_name}',
        '{buyer_name} signs {value} chip deal with {chip_name}',
      ],
      [
        '{chip_name} lands {value} {~order} from {buyer_name}',
        '{chip_name} stock jumps {move} on {buyer_name} deal',
        '{buyer_name} bets {value} on {chip_name} AI chips',
      ],
    ),
    leads: sides(
      [
        "{buyer} agreed to buy {units} AI chips from {chip} in a deal worth about {value}, the latest sign of the industry's {~order}.",
        '{chip} will supply {buyer} with {units} accelerators for its {site} under a {value} contract.',
      ],
      [
        '{chip} said on {weekday} it won an order worth about {value} from {buyer} for {units} AI chips, and its shares rose {move}.',
        '{buyer} will buy about {units} AI chips from {chip} for its {site}, in a deal valued at {value}.',
      ],
      [
        '{chip} landed a {value} {~order} from {buyer} for {units} AI chips, sending its shares up {move}.',
        '{buyer} will spend about {value} on {chip} chips for its {site}, the companies said.',
      ],
    ),
    details: [
      'Deliveries of the {units} chips will run through next year, according to {exec}.',
      'The chips will power the {site}, the companies said.',
      'Shares of {chip_name} rose {move} on the news.',
    ],
    reactions: sides(
      [
        'Environmental groups warned about the power needs of new data centers.',
        '{expert} questioned whether AI revenue will justify the spending.',
      ],
      ['{expert} said the order underlines demand for AI hardware.', '{exec}, said supply remains tight.'],
      [
        '{exec}, said demand for AI chips "keeps surprising us."',
        'Analysts raised their price targets after the deal.',
      ],
    ),
  },
  {
    key: 'market.buyback',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['dividend'],
    build(r) {
      const c = company(r, 'bank', 'energy', 'tech', 'retail', 'industrial');
      return {
        slots: {
          ...companySlots(c, 'co'),
          buyback: money(r.int(5, 120) * 500),
          dividend: `${r.int(3, 15)}%`,
          per_share: dollars(r.float(0.2, 2.5)),
          cfo: `chief financial officer ${person(r)}`,
        },
        tickers: [c.ticker],
      };
    },
    truth: ['co_name', 'buyback', 'dividend'],
    words: {
      buyback: w(
        'stock buyback|buyback for shareholders',
        'share buyback|buyback',
        'buyback|shareholder payout',
      ),
      reward: w(
        'hands shareholders|showers investors with',
        'announces|approves',
        'rewards investors with|announces',
      ),
    },
    headlines: sides(
      [
        '{co_name} {~reward} {buyback} {~buyback}',
        '{co_name} plans {buyback} {~buyback}, raises dividend {dividend}',
        '{buyback} {~buyback} at {co_name} as workers wait for raises',
      ],
      [
        '{co_name} {~reward} {buyback} {~buyback}, raises dividend',
        '{co_name} lifts dividend {dividend} to {per_share}',
        '{co_tag} authorizes {buyback} repurchase',
        '{co_name} approves {buyback} share repurchase',
        '{co_name} raises quarterly dividend {dividend}',
      ],
      [
        '{co_name} {~reward} {buyback} {~buyback}',
        '{co_name} boosts dividend {dividend}, adds {buyback} buyback',
        '{co_tag} {~reward} {buyback} payout',
      ],
    ),
    leads: sides(
      [
        '{co} approved a {buyback} {~buyback} and raised its quarterly dividend {dividend} to {per_share} a share.',
        '{co} will spend {buyback} buying back its own stock, the company said on {weekday}.',
      ],
      [
        '{co} authorized a {buyback} share repurchase program on {weekday} and raised its quarterly dividend {dividend} to {per_share}.',
        '{co} raised its dividend {dividend} to {per_share} a share and approved a {buyback} buyback.',
      ],
      [
        '{co} announced a {buyback} {~buyback} and a {dividend} dividend increase to {per_share} a share.',
        '{co} will return {buyback} to shareholders through buybacks, the company said on {weekday}.',
      ],
    ),
    details: [
      'The new dividend of {per_share} is payable next quarter, according to {cfo}.',
      'The buyback has no set expiration date, the company said.',
    ],
    reactions: sides(
      [
        'Critics said the money could have gone to wages or investment.',
        'Labor groups called for limits on buybacks.',
      ],
      [
        '{expert} said the payout signals confidence in cash flow.',
        '{cfo} said the company can fund the buyback from free cash flow.',
      ],
      [
        '{cfo} said returning cash to owners is "a core commitment."',
        'Income investors welcomed the higher dividend.',
      ],
    ),
  },
];
