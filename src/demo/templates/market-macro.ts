// Market desk templates about the macro picture: Fed and ECB decisions, CPI and jobs reports, oil
// and gold moves. Figures are invented; each story names the listed companies that moved with it.
import { company, otherCompany, type Sector } from '../companies';
import { decimal, dollars, monthName, thousands } from '../format';
import { person } from '../names';
import type { Rng } from '../prng';
import type { Topic } from '../../spec';
import { sides, w, type EventTemplate, type SideTexts } from '../template';
import { companySlots } from './cast';

type Move = 'up' | 'down' | 'flat';

function direction(r: Rng): Move {
  const x = r.next();
  return x < 0.4 ? 'up' : x < 0.8 ? 'down' : 'flat';
}

/** Lexicon by direction; a flat move reads the same on every side. */
function byMove(move: Move, up: SideTexts, down: SideTexts, flat: string): SideTexts {
  return move === 'up' ? up : move === 'down' ? down : w(flat, flat, flat);
}

/** A rate range such as "4.25%-4.50%" with its upper bound `top` in quarter points. */
function range(top: number): string {
  return `${(top - 0.25).toFixed(2)}%-${top.toFixed(2)}%`;
}

/** A non-US central bank whose decisions the market desk reports (facts: names, topic, region). */
interface Bank {
  key: string;
  topic: Topic;
  name: string;
  short: string;
  rateName: string;
  region: string;
  statsOffice: string;
  currency: string;
  /** Plausible policy rate band in quarter points. */
  quarters: [number, number];
  fx: (r: Rng) => string;
  sector: Sector;
}

const CENTRAL_BANKS: readonly Bank[] = [
  {
    key: 'market.ecb-decision',
    topic: 'ecb',
    name: 'European Central Bank',
    short: 'ECB',
    rateName: 'deposit rate',
    region: 'euro-zone',
    statsOffice: 'Eurostat',
    currency: 'the euro',
    quarters: [6, 16],
    fx: (r) => `$${r.float(1.02, 1.18).toFixed(4)}`,
    sector: 'europe',
  },
  {
    key: 'market.boe-decision',
    topic: 'boe',
    name: 'Bank of England',
    short: 'BoE',
    rateName: 'Bank Rate',
    region: 'U.K.',
    statsOffice: 'the Office for National Statistics',
    currency: 'the pound',
    quarters: [12, 22],
    fx: (r) => `$${r.float(1.18, 1.38).toFixed(4)}`,
    sector: 'uk',
  },
  {
    key: 'market.boj-decision',
    topic: 'boj',
    name: 'Bank of Japan',
    short: 'BoJ',
    rateName: 'policy rate',
    region: 'Japanese',
    statsOffice: 'the internal affairs ministry',
    currency: 'the yen',
    quarters: [1, 5],
    fx: (r) => `${r.float(138, 162).toFixed(2)} per dollar`,
    sector: 'japan',
  },
];

/** One template per central bank; each decides at most once a month (a meeting, not a stream). */
function centralBank(b: Bank): EventTemplate {
  return {
    key: b.key,
    // A rate decision is a dated number every desk reports the same way.
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: [b.topic, 'rates'],
    build(r, at) {
      const move = direction(r);
      const before = r.int(b.quarters[0], b.quarters[1]) * 0.25;
      const after = move === 'up' ? before + 0.25 : move === 'down' ? before - 0.25 : before;
      const c = company(r, b.sector);
      return {
        slots: {
          ...companySlots(c, 'co'),
          bank: b.name,
          short: b.short,
          rate_name: b.rateName,
          region: b.region,
          stats_office: b.statsOffice,
          currency: b.currency,
          rate: `${after.toFixed(2)}%`,
          old_rate: `${before.toFixed(2)}%`,
          inflation: `${decimal(r.float(0.8, 4.2))}%`,
          fx: b.fx(r),
          official: `${b.short} policymaker ${person(r)}`,
          co_move: `${decimal(r.float(0.5, 3.5))}%`,
        },
        tickers: [c.ticker],
        unique: `${b.key}:${at.getUTCFullYear()}-${at.getUTCMonth()}`,
        words: {
          act: byMove(
            move,
            w('raises rates|hikes rates', 'raises rates|lifts rates', 'raises rates|hikes rates'),
            w('cuts rates|eases', 'cuts rates|lowers rates', 'cuts rates|eases policy'),
            'holds rates',
          ),
          acted: byMove(
            move,
            w('raised rates|hiked rates', 'raised rates|lifted rates', 'raised rates|hiked rates'),
            w('cut rates|eased', 'cut rates|lowered rates', 'cut rates|eased policy'),
            'held rates',
          ),
        },
      };
    },
    truth: ['bank', 'rate', 'old_rate', 'inflation'],
    headlines: sides(
      [
        '{short} {~act} with {rate_name} at {rate}',
        '{bank} {~act}; {currency} at {fx}',
        '{short} {~act} as {region} inflation sits at {inflation}',
      ],
      [
        '{short} {~act}, {rate_name} at {rate}',
        '{bank} {~act}; inflation at {inflation}',
        '{short} decision: {rate_name} {rate}, {currency} at {fx}',
        '{bank} sets {rate_name} at {rate}',
        '{short} rate decision: {rate}, from {old_rate}',
      ],
      [
        '{short} {~act}, {rate_name} {rate}',
        '{short} {~act}; {co_name} shares move {co_move}',
        '{bank} {~act} at {rate}',
      ],
    ),
    leads: sides(
      [
        'The {bank} {~acted} on {weekday}, setting its {rate_name} at {rate} from {old_rate}, with {region} inflation at {inflation}; {co} shares moved {co_move}.',
        'The {bank} put its {rate_name} at {rate}, as {region} inflation runs at {inflation}; {co} shares moved {co_move}.',
      ],
      [
        'The {bank} set its {rate_name} at {rate} on {weekday}, against {old_rate} before, with inflation at {inflation}; shares such as {co} moved {co_move}.',
        'The {bank} {~acted}, leaving the {rate_name} at {rate}; {currency} traded at {fx} and {co} moved {co_move}.',
      ],
      [
        'The {bank} {~acted} on {weekday}, putting its {rate_name} at {rate}, versus {old_rate}; {co} moved {co_move}.',
        'The {bank} set the {rate_name} at {rate} with {region} inflation at {inflation}; {co} shares moved {co_move}.',
      ],
    ),
    details: [
      '{region} inflation was {inflation} last month, according to {stats_office}.',
      '{currency} traded at {fx} after the decision.',
      '{official} said future moves will depend on the data.',
    ],
    reactions: sides(
      ['Unions said high borrowing costs are hurting workers.', '{expert} said the economy remains fragile.'],
      [
        '{expert} said the decision was widely expected.',
        '{official} said the bank is not on a preset path.',
      ],
      [
        '{expert} said structural reform matters more than rate moves.',
        'Investors focused on the outlook for bond yields.',
      ],
    ),
  };
}

export const MARKET_MACRO: readonly EventTemplate[] = [
  {
    key: 'market.fed-decision',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['fed', 'rates'],
    build(r, at) {
      const move = direction(r);
      const top = r.int(10, 22) * 0.25;
      const after = move === 'up' ? top + 0.25 : move === 'down' ? top - 0.25 : top;
      const bank = company(r, 'bank');
      return {
        slots: {
          ...companySlots(bank, 'bank'),
          range: range(after),
          old_range: range(top),
          dissents: String(r.int(1, 3)),
          dots: String(r.int(1, 3)),
          governor: `Fed Governor ${person(r)}`,
          economist: `${person(r)}, chief economist at ${r.pick(['a regional bank', 'an asset manager', 'a ratings firm'])}`,
          bank_move: `${decimal(r.float(0.5, 4))}%`,
        },
        tickers: [bank.ticker],
        unique: `market.fed-decision:${at.getUTCFullYear()}-${at.getUTCMonth()}`,
        words: {
          act: byMove(
            move,
            w('hikes rates|raises rates again', 'raises rates|lifts rates', 'raises rates|hikes rates'),
            w('cuts rates|delivers a rate cut', 'cuts rates|lowers rates', 'cuts rates|finally cuts rates'),
            'holds rates steady',
          ),
          acted: byMove(
            move,
            w('hiked rates|raised rates again', 'raised rates|lifted rates', 'raised rates|hiked rates'),
            w('cut rates|delivered a rate cut', 'cut rates|lowered rates', 'cut rates|finally cut rates'),
            'held rates steady',
          ),
        },
      };
    },
    truth: ['range', 'old_range', 'dissents'],
    headlines: sides(
      [
        'Fed {~act}, keeping target at {range}',
        'Fed {~act}; {dissents} officials dissent',
        'Borrowers watch as Fed {~act} at {range}',
      ],
      [
        'Fed {~act}, sets target range at {range}',
        'Federal Reserve {~act}; signals {dots} more moves this year',
        'Fed decision: rates at {range}, {bank_name} shares move {bank_move}',
        'Fed sets federal funds range at {range}',
        'Federal Reserve decision: {range}; {dissents} dissents',
      ],
      [
        'Fed {~act} at {range}',
        'Federal Reserve {~act} as inflation fight drags on',
        'Fed {~act}; markets eye {dots} more moves',
      ],
    ),
    leads: sides(
      [
        'The Federal Reserve {~acted} on {weekday}, setting its benchmark range at {range} from {old_range}, a decision that will ripple through mortgages and credit cards; {bank} shares moved {bank_move}.',
        'Fed policymakers {~acted}, putting the federal funds rate at {range}, with {dissents} officials dissenting; {bank} shares moved {bank_move}.',
      ],
      [
        'The Federal Reserve {~acted} on {weekday}, setting the federal funds target range at {range}, compared with {old_range} before; bank stocks including {bank} moved about {bank_move}.',
        'The Fed set its policy rate at {range} and projected {dots} more moves this year; {dissents} officials dissented, and {bank} moved {bank_move}.',
      ],
      [
        'The Federal Reserve {~acted} on {weekday}, leaving its target at {range}, versus {old_range}, as officials weigh stubborn inflation; {bank} shares moved {bank_move}.',
        'The Fed put its benchmark rate at {range}; {dissents} officials dissented, the statement signaled {dots} more moves and {bank} moved {bank_move}.',
      ],
    ),
    details: [
      '{dissents} members of the committee dissented, according to the statement.',
      'Officials penciled in {dots} more rate moves this year, their projections show.',
      'Shares of {bank_name} moved {bank_move} after the decision.',
    ],
    reactions: sides(
      [
        '{economist}, said high rates are squeezing families with debt.',
        'Housing advocates said mortgage costs remain punishing.',
      ],
      [
        '{economist}, said the statement was close to expectations.',
        '{governor} is scheduled to speak next week.',
      ],
      [
        '{economist}, said the Fed fell behind on inflation and is still catching up.',
        'Savers welcomed higher yields on deposits.',
      ],
    ),
  },
  ...CENTRAL_BANKS.map(centralBank),
  {
    key: 'market.cpi',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['cpi', 'inflation'],
    build(r, at) {
      const headline = r.float(1.6, 5.2);
      const retailer = company(r, 'retail');
      return {
        slots: {
          month: monthName(at.getUTCMonth() - 1),
          cpi: `${decimal(headline)}%`,
          core: `${decimal(headline + r.float(-0.5, 0.6))}%`,
          monthly: `${decimal(r.float(0.1, 0.6))}%`,
          forecast: `${decimal(headline + r.float(-0.3, 0.3))}%`,
          food: `${decimal(r.float(1, 6))}%`,
          ...companySlots(retailer, 'retailer'),
          retailer_move: `${decimal(r.float(0.5, 4))}%`,
          economist: `${person(r)}, an economist at ${r.pick(['a Wall Street bank', 'a think tank', 'a consultancy'])}`,
        },
        tickers: [retailer.ticker],
        unique: `market.cpi:${at.getUTCFullYear()}-${at.getUTCMonth()}`,
      };
    },
    truth: ['month', 'cpi', 'core'],
    words: {
      prices: w(
        'prices keep squeezing families|cost of living stays high',
        'inflation|consumer prices',
        'inflation stays hot|prices keep climbing',
      ),
    },
    headlines: sides(
      [
        'Consumer prices up {cpi} in {month} as {~prices}',
        'Inflation at {cpi}: grocery prices up {food}',
        '{month} CPI: {~prices}',
      ],
      [
        'U.S. consumer prices rise {cpi} from a year earlier in {month}',
        'CPI up {monthly} in {month}; core at {core}',
        '{month} inflation comes in at {cpi}, vs. {forecast} forecast',
        '{month} CPI rises {cpi}; core {core}',
        'Inflation report: prices up {monthly} on the month in {month}',
      ],
      [
        'Inflation at {cpi} in {month} as {~prices}',
        '{month} CPI: core inflation {core}',
        'Consumer prices climb {cpi}; Fed faces pressure',
      ],
    ),
    leads: sides(
      [
        'Consumer prices rose {cpi} in {month} from a year earlier, and grocery prices climbed {food}, the Labor Department said, with retail stocks such as {retailer} moving {retailer_move}.',
        'Prices paid by U.S. consumers were up {cpi} over the year in {month}, with core inflation at {core}; {retailer} shares moved {retailer_move}.',
      ],
      [
        'The consumer price index rose {monthly} in {month} and {cpi} from a year earlier, the Labor Department said on {weekday}, against forecasts of {forecast}; {retailer} shares moved {retailer_move}.',
        'U.S. inflation was {cpi} in {month}, with core prices up {core}, according to the Bureau of Labor Statistics; {retailer} moved {retailer_move}.',
      ],
      [
        'Inflation ran at {cpi} in {month}, the Labor Department said on {weekday}, with core prices up {core}; {retailer} moved {retailer_move}.',
        "Consumer prices rose {monthly} in {month} for an annual rate of {cpi}, above the Fed's 2% goal; {retailer} moved {retailer_move}.",
      ],
    ),
    details: [
      'Core prices, which exclude food and energy, rose {core} over the year.',
      'Economists had expected {forecast}, according to a Reuters poll.',
      'Food prices were up {food} from a year earlier.',
    ],
    reactions: sides(
      [
        '{economist}, said wages for many workers are not keeping up.',
        'Consumer groups pointed to high rents as a main driver.',
      ],
      ['{economist}, said the report keeps the Fed on hold.', 'Treasury yields moved after the release.'],
      [
        '{economist}, said government spending keeps fueling inflation.',
        'Critics said the administration has yet to tame prices.',
      ],
    ),
  },
  {
    key: 'market.jobs-report',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['jobs'],
    build(r, at) {
      const payrolls = r.int(-60, 340);
      const c = company(r, 'bank', 'retail', 'industrial');
      return {
        slots: {
          month: monthName(at.getUTCMonth() - 1),
          payrolls: `${thousands(Math.abs(payrolls) * 1000)}`,
          change: payrolls >= 0 ? 'added' : 'lost',
          rate: `${decimal(r.float(3.4, 5.4))}%`,
          wages: `${decimal(r.float(2.8, 4.8))}%`,
          forecast: thousands(r.int(80, 260) * 1000),
          ...companySlots(c, 'co'),
          co_move: `${decimal(r.float(0.5, 3))}%`,
          economist: `${person(r)}, chief economist at ${r.pick(['a payroll firm', 'a staffing company', 'an investment bank'])}`,
        },
        tickers: [c.ticker],
        unique: `market.jobs-report:${at.getUTCFullYear()}-${at.getUTCMonth()}`,
        words: {
          verdict:
            payrolls >= 150
              ? w(
                  'strong hiring|solid hiring',
                  'hiring beats forecasts|strong hiring',
                  'booming job market|strong hiring',
                )
              : w(
                  'hiring slows|a cooling job market',
                  'hiring slows|job growth slows',
                  'weak jobs report|hiring stalls',
                ),
        },
      };
    },
    truth: ['month', 'payrolls', 'rate'],
    headlines: sides(
      [
        'Employers {change} {payrolls} jobs in {month}; unemployment {rate}',
        '{month} jobs report: {~verdict}, wages up {wages}',
        'Unemployment at {rate}; {~verdict}',
      ],
      [
        'U.S. economy {change} {payrolls} jobs in {month}',
        '{month} payrolls: {payrolls} jobs {change}; jobless rate {rate}',
        'Jobs report: {~verdict}, unemployment {rate}',
        '{month} jobs report: unemployment at {rate}',
        'Payrolls {change} {payrolls} in {month}, wages up {wages}',
      ],
      [
        '{month} jobs report: {~verdict}',
        'Economy {change} {payrolls} jobs; unemployment {rate}',
        '{~verdict}: {payrolls} jobs {change} in {month}',
      ],
    ),
    leads: sides(
      [
        'U.S. employers {change} {payrolls} jobs in {month} and unemployment stood at {rate}, the Labor Department said, while wages rose {wages}; {co} shares moved {co_move}.',
        'The economy {change} {payrolls} jobs in {month}, with average hourly pay up {wages} from a year earlier; {co} moved {co_move}.',
      ],
      [
        'Nonfarm payrolls: the U.S. economy {change} {payrolls} jobs in {month}, against forecasts of {forecast}, and the unemployment rate was {rate}, the Labor Department said on {weekday}; stocks including {co} moved {co_move}.',
        'Employers {change} {payrolls} jobs in {month} and the jobless rate was {rate}, according to the Bureau of Labor Statistics; {co} shares moved {co_move}.',
      ],
      [
        'The U.S. {change} {payrolls} jobs in {month} with unemployment at {rate}, the Labor Department said on {weekday}; {co} moved {co_move}.',
        'Payrolls {change} {payrolls} in {month}, versus {forecast} expected, and unemployment was {rate}; {co} moved {co_move}.',
      ],
    ),
    details: [
      'Economists had expected {forecast} jobs, according to surveys.',
      'Average hourly earnings rose {wages} from a year earlier.',
      'Revisions to prior months were small, the report showed.',
    ],
    reactions: sides(
      [
        '{economist}, said low-wage workers are seeing the slowdown first.',
        'Labor advocates said wage gains are being eaten by rent.',
      ],
      [
        "{economist}, said the report will shape the Fed's next move.",
        'Treasury yields moved after the release.',
      ],
      [
        '{economist}, said government hiring inflated the headline number.',
        'Business groups said regulation is holding back hiring.',
      ],
    ),
  },
  {
    key: 'market.oil-move',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['oil', 'commodities'],
    build(r) {
      const up = r.chance(0.5);
      const brent = r.float(58, 102);
      const major = company(r, 'energy');
      const second = otherCompany(r, major, 'energy');
      return {
        slots: {
          brent: dollars(brent),
          wti: dollars(brent - r.float(2, 5)),
          pct: `${decimal(r.float(1.2, 7.5))}%`,
          reason: r.pick(
            up
              ? [
                  'OPEC+ output cuts',
                  'a surprise draw in U.S. inventories',
                  'supply fears in the Middle East',
                  'strong Chinese demand data',
                ]
              : [
                  'higher OPEC+ output',
                  'a build in U.S. inventories',
                  'fears of slowing demand',
                  'a stronger dollar',
                ],
          ),
          ...companySlots(major, 'major'),
          ...companySlots(second, 'second'),
          gasoline: dollars(r.float(2.8, 4.4)),
          trader: `${person(r)}, an oil analyst`,
        },
        tickers: [major.ticker, second.ticker],
        words: up
          ? {
              move: w('jump|spike', 'rise|climb', 'jump|surge'),
              moved: w('jumped|spiked', 'rose|climbed', 'jumped|surged'),
              stocks: w('rise|gain', 'rise|gain', 'rally|climb'),
              stocks_moved: w('rose|gained', 'rose|gained', 'rallied|climbed'),
            }
          : {
              move: w('fall|slide', 'fall|drop', 'slide|tumble'),
              moved: w('fell|slid', 'fell|dropped', 'slid|tumbled'),
              stocks: w('slip|fall', 'fall|slip', 'fall|slide'),
              stocks_moved: w('slipped|fell', 'fell|slipped', 'fell|slid'),
            },
      };
    },
    truth: ['brent', 'pct', 'reason'],
    headlines: sides(
      [
        'Oil prices {~move} {pct} on {reason}; gas at {gasoline}',
        'Brent {~move}s to {brent} after {reason}',
        '{major_name}, {second_name} {~stocks} as oil prices {~move}',
      ],
      [
        'Oil prices {~move} {pct} on {reason}',
        'Brent crude at {brent}, WTI at {wti} after {reason}',
        'Energy shares {~stocks} as crude {~move}s {pct}',
        'Crude {~move}s {pct} as traders weigh {reason}',
        'Brent settles at {brent} after {reason}',
      ],
      [
        'Oil {~move}s {pct} on {reason}',
        '{major_tag} and {second_tag} {~stocks} as crude {~move}s',
        'Crude {~move}s to {brent}: what it means at the pump',
      ],
    ),
    leads: sides(
      [
        'Oil prices {~moved} {pct} on {weekday} after {reason}, with Brent at {brent} a barrel; shares of {major} and {second} {~stocks_moved}.',
        'Brent crude settled at {brent} a barrel, a {pct} move, after {reason}, and {major} shares {~stocks_moved}; gasoline averaged {gasoline} a gallon.',
      ],
      [
        'Brent crude futures settled at {brent} a barrel on {weekday}, a {pct} move, and U.S. WTI at {wti}, after {reason}; {major} and {second} {~stocks_moved}.',
        'Oil prices {~moved} {pct} after {reason}, with Brent at {brent} and WTI at {wti}; {major} {~stocks_moved}.',
      ],
      [
        'Oil prices {~moved} {pct} on {reason}, sending Brent to {brent} a barrel; {major} and {second} {~stocks_moved}.',
        'Crude oil {~moved} {pct} to {brent} a barrel for Brent after {reason}, and shares of {major} {~stocks_moved}.',
      ],
    ),
    details: [
      'U.S. West Texas Intermediate crude settled at {wti}.',
      'The national average for regular gasoline was {gasoline} a gallon.',
      '{trader}, said traders are watching inventories closely.',
    ],
    reactions: sides(
      [
        'Consumer advocates said drivers will feel the change at the pump within weeks.',
        'Climate groups said volatile prices make the case for clean energy.',
      ],
      [
        '{trader}, said volatility is likely to persist.',
        'Energy shares were among the biggest movers in the S&P 500.',
      ],
      [
        '{trader}, said more U.S. drilling would steady prices.',
        'Producers called for faster permits on federal land.',
      ],
    ),
  },
  {
    key: 'market.gold-move',
    kind: 'alike',
    category: 'economy',
    market: true,
    topics: ['gold', 'commodities'],
    build(r) {
      const up = r.chance(0.6);
      const miner = company(r, 'mining');
      return {
        slots: {
          price: `$${thousands(r.int(1900, 4200))}`,
          pct: `${decimal(r.float(0.8, 4.5))}%`,
          driver: r.pick(
            up
              ? ['central bank buying', 'a weaker dollar', 'safe-haven demand', 'bets on rate cuts']
              : ['a stronger dollar', 'rising bond yields', 'profit-taking', 'easing geopolitical tension'],
          ),
          ...companySlots(miner, 'miner'),
          silver: dollars(r.float(22, 48)),
          strategist: `${person(r)}, a commodities strategist`,
        },
        tickers: [miner.ticker],
        words: up
          ? {
              move: w('climbs|rises', 'rises|climbs', 'surges|climbs'),
              moved: w('climbed|rose', 'rose|climbed', 'surged|climbed'),
              record: w('record|new high', 'high|record', 'record|new high'),
            }
          : {
              move: w('falls|slips', 'falls|drops', 'slides|drops'),
              moved: w('fell|slipped', 'fell|dropped', 'slid|dropped'),
              record: w('low|one-month low', 'one-month low|low', 'low|one-month low'),
            },
      };
    },
    truth: ['price', 'pct', 'driver'],
    headlines: sides(
      [
        'Gold {~move} {pct} to {price} on {driver}',
        'Gold hits {~record} at {price}',
        '{miner_name} shares move as gold {~move}',
      ],
      [
        'Gold {~move} {pct} to {price} an ounce',
        'Gold {~move} on {driver}',
        '{miner_tag} tracks gold as bullion {~move} to {price}',
        'Spot gold at {price} after {pct} move',
        'Bullion {~move} to {price} on {driver}',
      ],
      [
        'Gold {~move} to {price} on {driver}',
        'Gold {~move} {pct}; {miner_name} follows',
        'Gold at {price}: investors react to {driver}',
      ],
    ),
    leads: sides(
      [
        'Gold {~moved} {pct} to {price} an ounce on {weekday}, driven by {driver}, and shares of miner {miner} moved with it.',
        'Spot gold traded at {price} an ounce after a {pct} move tied to {driver}; {miner} shares followed.',
      ],
      [
        'Spot gold {~moved} {pct} to {price} an ounce on {weekday}, on {driver}; shares of {miner} moved in the same direction.',
        'Gold prices {~moved} {pct} to {price} an ounce as traders weighed {driver}, and {miner} moved with bullion.',
      ],
      [
        'Gold {~moved} {pct} to {price} an ounce on {driver}, lifting interest in miners such as {miner}.',
        'Gold traded at {price} an ounce on {weekday} after a {pct} move tied to {driver}, and {miner} shares followed.',
      ],
    ),
    details: [
      'Silver traded at {silver} an ounce.',
      '{strategist}, said {driver} is the main driver this month.',
    ],
    reactions: sides(
      [
        '{strategist}, said retail investors are piling in late.',
        'Some analysts warned of a speculative bubble in precious metals.',
      ],
      [
        '{strategist}, said positioning in futures markets is stretched.',
        'Central bank purchases remain strong, according to industry data.',
      ],
      [
        '{strategist}, said gold is a hedge against government debt.',
        'Investors are seeking protection from currency debasement, analysts said.',
      ],
    ),
  },
];
