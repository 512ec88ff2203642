// Economy event templates that are policy or household stories rather than market desk items:
// minimum wage, tariffs, housing, strikes, student debt. Firms and people are invented.
import { count, decimal, dollars, money, roundish, thousands } from '../format';
import { organisation, person, privateCompany, state, town } from '../names';
import { sides, w, type EventTemplate } from '../template';

const TARIFF_GOODS = [
  'steel',
  'aluminum',
  'solar panels',
  'electric vehicles',
  'furniture',
  'semiconductors',
  'lumber',
  'auto parts',
  'washing machines',
  'tires',
  'shrimp',
  'toys',
  'bicycles',
  'pharmaceutical ingredients',
  'copper wire',
  'ceramic tile',
  'textiles',
  'lithium batteries',
  'frozen vegetables',
  'medical gloves',
];
const PARTNERS = [
  'China',
  'Mexico',
  'Canada',
  'the European Union',
  'Japan',
  'Vietnam',
  'India',
  'South Korea',
  'Brazil',
  'Thailand',
  'Indonesia',
  'Turkey',
];
const PLANT_KINDS = [
  'auto parts plant',
  'food processing plant',
  'distribution center',
  'hospital system',
  'steel mill',
  'bus depot',
  'school district',
];

export const ECONOMY: readonly EventTemplate[] = [
  {
    key: 'economy.minimum-wage',
    kind: 'framing',
    category: 'economy',
    market: false,
    topics: ['labor'],
    build(r) {
      const wage = r.int(12, 20) + r.pick([0, 0.5, 0.25, 0.75]);
      return {
        slots: {
          state: state(r),
          wage: dollars(wage),
          old_wage: dollars(wage - r.int(1, 4)),
          workers: count(roundish(r.int(60, 900) * 1000)),
          governor: `Gov. ${person(r)}`,
          year: String(r.int(2026, 2028)),
          owner: `${person(r)}, who owns a diner in ${town(r)}`,
        },
      };
    },
    truth: ['state', 'wage', 'workers'],
    words: {
      raise: w(
        'raise for workers|pay raise|wage boost',
        'minimum wage increase|wage increase',
        'wage mandate|job-killing wage hike|wage hike',
      ),
      sign: w('signs|delivers', 'signs|approves', 'imposes|signs'),
    },
    headlines: sides(
      [
        '{workers} {state} workers get {~raise} to {wage} an hour',
        '{governor} {~sign} {~raise}: {wage} minimum wage',
        '{state} lifts minimum wage to {wage}',
      ],
      [
        '{state} raises minimum wage to {wage} an hour',
        '{state} governor signs {wage} minimum wage law',
        '{state} minimum wage to reach {wage} by {year}',
        '{governor} signs bill lifting {state} minimum wage to {wage}',
        'About {workers} {state} workers to see minimum wage rise',
      ],
      [
        '{state} {~sign} {wage} {~raise} on employers',
        'Small businesses brace for {state} {~raise} to {wage}',
        '{governor} {~sign} {wage} {~raise}',
      ],
    ),
    leads: sides(
      [
        '{governor} signed a law raising the {state} minimum wage from {old_wage} to {wage} an hour by {year}, a {~raise} for about {workers} workers.',
        'About {workers} workers in {state} will see their pay rise to {wage} an hour under a law signed on {weekday}.',
      ],
      [
        '{governor} signed a bill on {weekday} raising the {state} minimum wage from {old_wage} to {wage} an hour by {year}, affecting about {workers} workers.',
        '{state} will raise its minimum wage to {wage} an hour by {year} under a law signed by {governor}; about {workers} workers are covered.',
      ],
      [
        '{governor} signed a {wage} {~raise} on {state} employers on {weekday}, up from {old_wage}, which business groups warn will cost jobs.',
        '{state} businesses will have to pay at least {wage} an hour by {year} under a {~raise} signed by {governor}.',
      ],
    ),
    details: [
      'The increase phases in through {year}, according to the law.',
      'The current minimum is {old_wage} an hour.',
      'About {workers} workers earn less than the new minimum, state estimates show.',
    ],
    reactions: sides(
      [
        'Labor groups said the raise still lags the cost of living.',
        '"No one working full time should live in poverty," {governor} said.',
      ],
      [
        '{expert} said research on job losses from such increases is mixed.',
        'The law includes a slower schedule for small employers.',
      ],
      [
        '"I will have to cut hours," said {owner}.',
        'Business groups warned the mandate will push up prices.',
      ],
    ),
  },
  {
    key: 'economy.tariffs',
    kind: 'emphasis',
    category: 'economy',
    market: false,
    topics: ['trade'],
    build(r) {
      return {
        slots: {
          rate: `${r.pick([10, 15, 20, 25, 30, 35, 40, 50, 60])}%`,
          goods: r.pick(TARIFF_GOODS),
          partner: r.pick(PARTNERS),
          value: money(r.int(4, 180) * 1000),
          trade_rep: `Trade Representative ${person(r)}`,
          date: `${r.pick(['March', 'April', 'June', 'July', 'September', 'October'])} ${r.int(1, 28)}`,
          importer: `${person(r)}, who runs an import business in ${state(r)}`,
        },
      };
    },
    truth: ['rate', 'goods', 'partner', 'value'],
    words: {
      tariff: w('tariffs|import taxes', 'tariffs|duties', 'tariffs|tough tariffs'),
      slap: w('slaps|imposes', 'imposes|announces', 'hits|slams'),
    },
    headlines: sides(
      [
        'Administration {~slap} {rate} {~tariff} on {goods}, raising prices',
        'New {rate} {~tariff} on {partner} {goods} to hit consumers',
        'Consumers to pay as {rate} tariff on {goods} from {partner} looms',
      ],
      [
        'U.S. imposes {rate} tariffs on {goods} from {partner}',
        'U.S. to raise tariffs on {partner} {goods} to {rate}',
        '{rate} tariff on {goods} from {partner} takes effect {date}',
        '{partner} {goods} face {rate} U.S. tariff from {date}',
        'U.S. sets {rate} duty on {value} of {goods} imports',
      ],
      [
        'U.S. {~slap} {partner} with {rate} {~tariff} on {goods}',
        'Administration {~slap} {partner} {goods} with {rate} duty',
        '{rate} {~tariff} on {partner} {goods} to protect U.S. jobs',
      ],
    ),
    leads: sides(
      [
        'The administration will impose {rate} {~tariff} on {goods} from {partner} starting {date}, a move economists say will raise prices on about {value} in imports.',
        'Americans could pay more for {goods} after the U.S. announced a {rate} tariff on imports from {partner}.',
      ],
      [
        'The United States will impose a {rate} tariff on {goods} imported from {partner} starting {date}, covering about {value} in annual trade, {trade_rep} said.',
        'The U.S. announced {rate} tariffs on {goods} from {partner} on {weekday}, affecting roughly {value} in imports a year.',
      ],
      [
        'The administration hit {partner} with {rate} {~tariff} on {goods} starting {date}, aiming to protect American producers.',
        '{trade_rep} announced a {rate} tariff on {goods} from {partner}, covering about {value} of imports, to counter unfair trade practices.',
      ],
    ),
    details: [
      'The tariff covers about {value} of imports a year, according to trade data.',
      'The duties take effect on {date}, according to {trade_rep}.',
      '{partner} said it was studying possible countermeasures.',
    ],
    reactions: sides(
      ['"This is a tax on families," said {importer}.', 'Retail groups warned of higher prices for {goods}.'],
      [
        '{expert} said the effect on prices depends on whether importers can switch suppliers.',
        '{partner} called the decision regrettable.',
      ],
      [
        'Domestic {goods} producers welcomed the move.',
        '"For too long {partner} has taken advantage of us," {trade_rep} said.',
      ],
    ),
  },
  {
    key: 'economy.housing',
    kind: 'alike',
    category: 'economy',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          metro: `${town(r)}, ${state(r)}`,
          rise: `${decimal(r.float(3, 14))}%`,
          median: `$${thousands(roundish(r.int(280, 980) * 1000))}`,
          rent: `$${thousands(roundish(r.int(1300, 3600)))}`,
          org: `the ${organisation(r)}`,
          buyer: `${person(r)}, a first-time buyer`,
        },
      };
    },
    truth: ['metro', 'rise', 'median'],
    words: {
      soar: w('soar|skyrocket', 'rise|climb', 'climb|jump'),
      crisis: w(
        'housing crisis|housing affordability crisis',
        'housing costs|affordability',
        'red tape|zoning rules',
      ),
    },
    headlines: sides(
      [
        'Home prices in {metro} {~soar} {rise} as {~crisis} deepens',
        'Median home in {metro} hits {median}',
        '{metro} renters squeezed as {~crisis} spreads',
      ],
      [
        '{metro} home prices rise {rise} from a year ago',
        'Median home price in {metro} reaches {median}, report says',
        'Report: {metro} housing costs up {rise}',
        '{metro} median home price hits {median}',
        'Home values in {metro} up {rise} year over year',
      ],
      [
        '{metro} home prices {~soar} {rise}; builders blame {~crisis}',
        'Median home in {metro} now {median}',
        '{metro} housing costs up {rise} as {~crisis} blocks building',
      ],
    ),
    leads: sides(
      [
        'Home prices in {metro} rose {rise} over the past year to a median of {median}, according to {org}, deepening a {~crisis} for working families.',
        'The median home in {metro} now costs {median}, up {rise} in a year, and average rent has reached {rent} a month.',
      ],
      [
        'The median home price in {metro} rose {rise} from a year earlier to {median}, according to a report from {org}.',
        'Home prices in {metro} climbed {rise} year over year to a median of {median}, {org} said, while average rent reached {rent}.',
      ],
      [
        'Home prices in {metro} jumped {rise} to a median of {median}, according to {org}, as builders blame {~crisis} for holding back new construction.',
        'The median home in {metro} costs {median}, up {rise}, a report from {org} found.',
      ],
    ),
    details: [
      'Average rent in the area reached {rent} a month, the report says.',
      'The figures are based on closed sales over the past twelve months.',
      'Inventory of homes for sale remains below pre-pandemic levels, according to {org}.',
    ],
    reactions: sides(
      ['"We keep getting outbid," said {buyer}.', 'Tenant groups called for limits on rent increases.'],
      [
        '{expert} said higher mortgage rates have slowed, but not reversed, price growth.',
        'Local officials said new construction permits rose modestly.',
      ],
      [
        'Builders said permitting delays add months to every project.',
        '{expert} said easing zoning rules would do more than subsidies.',
      ],
    ),
  },
  {
    key: 'economy.strike',
    kind: 'framing',
    category: 'economy',
    market: false,
    topics: ['labor'],
    build(r) {
      const n = r.int(300, 12000);
      return {
        slots: {
          employer: privateCompany(r),
          site: r.pick(PLANT_KINDS),
          town: town(r),
          state: state(r),
          workers: count(roundish(n)),
          workers_low: count(roundish(n * r.float(0.4, 0.7))),
          raise: `${r.int(12, 35)}%`,
          offer: `${r.int(5, 11)}%`,
          union_leader: `union president ${person(r)}`,
          ceo: `chief executive ${person(r)}`,
        },
      };
    },
    truth: ['employer', 'town', 'workers'],
    dispute: { slot: 'workers', alt: 'workers_low', altSide: 'right' },
    words: {
      walk: w('walk off the job|strike|stand up', 'go on strike|strike', 'walk out|strike'),
      strike: w('strike|walkout', 'strike|walkout', 'union walkout|strike'),
      src: w('according to the union', 'according to the union', 'according to the company'),
    },
    headlines: sides(
      [
        '{workers} workers at {employer} {~walk} in {town}',
        '{employer} workers {~walk}, demanding {raise} raises',
        '{town} {site} workers on {~strike} against {employer}',
      ],
      [
        '{workers} {employer} workers strike at {town}, {state} {site}',
        'Workers at {employer} go on strike over pay',
        '{employer} strike: union seeks {raise}, company offers {offer}',
        '{employer} workers walk out in {town}, {state}',
        'Strike halts {employer} {site} in {state}',
      ],
      [
        '{employer} hit by {~strike} at {town} {site}',
        'Union workers {~walk} at {employer} after rejecting {offer} raise',
        '{~strike} halts {employer} {site} in {state}',
      ],
    ),
    leads: sides(
      [
        "About {workers} workers at {employer}'s {site} in {town}, {state}, went on strike on {weekday}, {~src}, demanding raises of {raise} after years of stagnant pay.",
        '{workers} workers walked off the job at {employer} in {town}, {state}, {~src}, after the company offered a {offer} raise.',
      ],
      [
        'Roughly {workers} workers at the {employer} {site} in {town}, {state}, went on strike on {weekday}, {~src}; the union seeks {raise} raises and the company has offered {offer}.',
        'Workers at {employer} in {town}, {state}, began a strike after talks broke down over pay, with about {workers} employees walking out.',
      ],
      [
        "About {workers} union workers walked out at {employer}'s {site} in {town}, {state}, {~src}, after rejecting a {offer} raise.",
        'A {~strike} at {employer} in {town}, {state}, involving about {workers} workers, halted operations on {weekday}.',
      ],
    ),
    details: [
      'The union is seeking raises of {raise} over four years; the company has offered {offer}.',
      'The previous contract expired last month.',
      'No new talks have been scheduled, both sides said.',
    ],
    reactions: sides(
      [
        '"We made this company what it is," said {union_leader}.',
        'Community groups set up food drives for striking families.',
      ],
      [
        '{expert} said a long strike could disrupt regional supply chains.',
        '{ceo} said the company wants to return to the table.',
      ],
      [
        '{ceo} said the {offer} offer was "fair and generous."',
        'The company said most employees wanted to keep working.',
      ],
    ),
  },
  {
    key: 'economy.student-debt',
    kind: 'emphasis',
    category: 'economy',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          amount: money(r.int(12, 190) * 1000),
          borrowers: count(roundish(r.int(150, 4800) * 1000)),
          average: `$${thousands(roundish(r.int(9, 48) * 1000))}`,
          group: r.pick([
            'public service workers',
            'borrowers defrauded by for-profit colleges',
            'borrowers with disabilities',
            'borrowers in repayment for 20 years',
            'teachers',
          ]),
          secretary: `Education Secretary ${person(r)}`,
          borrower: `${person(r)}, a teacher in ${state(r)}`,
          critic: `Sen. ${person(r)}`,
        },
      };
    },
    truth: ['amount', 'borrowers', 'group'],
    words: {
      relief: w('debt relief|relief', 'loan forgiveness|debt relief', 'bailout|loan bailout'),
      cancel: w('cancels|wipes out', 'cancels|forgives', 'forgives|shifts'),
    },
    headlines: sides(
      [
        'Administration {~cancel} {amount} in student debt for {borrowers}',
        '{borrowers} {group} get student {~relief}',
        '{amount} in student {~relief} for {group}',
      ],
      [
        'Education Department forgives {amount} in student loans',
        '{borrowers} borrowers to get loan forgiveness, department says',
        'Student loan relief of {amount} approved for {group}',
        '{borrowers} {group} to see student loans forgiven',
        'Department approves {amount} in loan discharges',
      ],
      [
        'Another {amount} student loan {~relief}',
        'Taxpayers to cover {amount} in student debt for {borrowers}',
        'Administration {~cancel} {amount} more in student debt',
      ],
    ),
    leads: sides(
      [
        'The Education Department will cancel {amount} in student debt for {borrowers} {group}, offering {~relief} averaging {average} per borrower.',
        'About {borrowers} {group} will have their student loans wiped out, {secretary} said on {weekday}, in {~relief} worth {amount}.',
      ],
      [
        'The Education Department said on {weekday} it will forgive {amount} in student loans for about {borrowers} {group}, an average of {average} each.',
        '{secretary} announced {amount} in loan forgiveness for about {borrowers} {group}.',
      ],
      [
        'The administration will shift {amount} in student debt held by {borrowers} {group} onto taxpayers, {secretary} said on {weekday}.',
        'The Education Department announced another {amount} {~relief} covering {borrowers} {group}, averaging {average} per borrower.',
      ],
    ),
    details: [
      'The average amount forgiven is about {average}, according to the department.',
      'Borrowers will be notified by email over the coming weeks.',
      'The relief applies to federal loans only.',
    ],
    reactions: sides(
      [
        '"I can finally plan for my family," said {borrower}.',
        'Advocates said millions more borrowers still need help.',
      ],
      [
        '{expert} said legal challenges to the program are likely.',
        'The department said the action rests on existing law.',
      ],
      [
        '"Plumbers should not pay off graduate degrees," said {critic}.',
        'Critics said the move does nothing about the cost of college.',
      ],
    ),
  },
];
