// Politics event templates: bills, tax packages, enforcement operations, protests, probes, court
// rulings, special elections and resignations. Every actor and place below the state is invented.
import { count, decimal, money, roundish, thousands } from '../format';
import { organisation, person, state, town } from '../names';
import type { Rng } from '../prng';
import { sides, w, type EventTemplate, type SideTexts } from '../template';

const SPENDING_ISSUES = [
  'rural broadband',
  'child care',
  'public transit',
  'clean drinking water',
  'affordable housing',
  'wildfire prevention',
  'school meals',
  "veterans' housing",
  'community health centers',
  'bridge repair',
  'flood defenses',
  'apprenticeship programs',
];
const TAX_TARGETS = [
  'small-business income',
  'capital gains',
  'estates',
  'overtime pay',
  'tips',
  'family farms',
  'retirement savings withdrawals',
  'corporate profits',
];
const ENFORCEMENT_SITES = [
  'meatpacking plants',
  'construction sites',
  'farms',
  'warehouses',
  'apartment complexes',
  'car washes',
];
const CAUSES = [
  'police funding',
  'abortion access',
  'rent increases',
  'a new pipeline',
  'school curriculum changes',
  'a proposed data center',
  'cuts to public transit',
  'a state voting law',
  'gun laws',
  'tuition hikes',
];
const PROBE_ISSUES = [
  'undisclosed stock trades',
  'campaign travel expenses',
  'a lobbyist-funded trip',
  'a family member on the payroll',
  'gifts from a donor',
  'use of an official vehicle',
];
const POLICIES = [
  'rule on gas stove standards',
  'limits on asylum claims',
  'student loan repayment plan',
  'ban on noncompete clauses',
  'overtime pay rule',
  'cap on credit card late fees',
  'change to food stamp work requirements',
  'rule on short-barreled rifles',
  'mandate on electric vehicle chargers',
];
const CABINET_ROLES = [
  'Secretary of the Interior',
  'Secretary of Labor',
  'Secretary of Transportation',
  'Secretary of Energy',
  'Secretary of Veterans Affairs',
  'Secretary of Agriculture',
  'Secretary of Commerce',
  'Education Secretary',
];
const RESIGN_ISSUES = [
  'questions over a no-bid contract',
  'a dispute with the White House',
  'an inspector general report',
  'criticism of a botched program rollout',
  'reports of misused travel funds',
];
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '11th', '12th', '14th'];

type Party = 'Democrat' | 'Republican';

function party(r: Rng): Party {
  return r.chance(0.5) ? 'Democrat' : 'Republican';
}

function partyLetter(p: Party): string {
  return p === 'Democrat' ? 'D' : 'R';
}

/** Lexicon that praises the party's own people on its side of the spectrum and blames them on the other. */
function partisan(p: Party, friendly: string, neutral: string, hostile: string): SideTexts {
  return p === 'Democrat' ? w(friendly, neutral, hostile) : w(hostile, neutral, friendly);
}

function senateVote(r: Rng): string {
  const yes = r.int(50, 63);
  return `${yes}-${100 - yes - r.int(0, 2)}`;
}

function houseVote(r: Rng): string {
  const yes = r.int(216, 248);
  return `${yes}-${435 - yes - r.int(0, 8)}`;
}

export const POLITICS: readonly EventTemplate[] = [
  {
    key: 'politics.spending-bill',
    kind: 'framing',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const senate = r.chance(0.5);
      const sponsor = person(r);
      return {
        slots: {
          chamber: senate ? 'Senate' : 'House',
          other_chamber: senate ? 'House' : 'Senate',
          sponsor: `${senate ? 'Sen.' : 'Rep.'} ${sponsor}`,
          sponsor_last: sponsor.split(' ')[1],
          state: state(r),
          state2: state(r),
          issue: r.pick(SPENDING_ISSUES),
          cost: money(r.int(12, 480) * 1000),
          vote: senate ? senateVote(r) : houseVote(r),
          years: String(r.int(4, 10)),
          n_states: String(r.int(18, 50)),
          critic: `Rep. ${person(r)}`,
          org: organisation(r),
        },
      };
    },
    truth: ['sponsor', 'issue', 'cost', 'vote'],
    words: {
      spend: w('investment|historic investment', 'spending|funding', 'spending spree|spending binge'),
      pass: w('passes|approves', 'passes|approves', 'rams through|pushes through'),
      passed: w('passed|approved', 'passed|approved', 'rammed through|pushed through'),
    },
    headlines: sides(
      [
        '{chamber} {~pass} {cost} {~spend} in {issue} for working families',
        'Families win as {chamber} backs {cost} {issue} plan, {vote}',
        '{issue} gets {cost} boost as {chamber} backs {sponsor_last} plan',
      ],
      [
        '{chamber} passes {cost} {issue} bill in {vote} vote',
        '{issue} funding bill clears {chamber}, {vote}',
        '{chamber} votes {vote} to fund {issue} with {cost}',
        '{chamber} approves {issue} bill from {sponsor_last}',
        '{sponsor_last} {issue} bill passes {chamber}, heads to {other_chamber}',
      ],
      [
        '{chamber} {~pass} {cost} {issue} {~spend} as the deficit soars',
        'Taxpayers stuck with {cost} tab as {chamber} passes {issue} bill',
        '{cost} for {issue}: {chamber} Democrats go on a {~spend}',
      ],
    ),
    leads: sides(
      [
        'Millions of families stand to benefit from {cost} for {issue} that the {chamber} approved {vote} on {weekday}, a measure led by {sponsor} of {state} to repair what supporters call years of neglect.',
        'Communities that have waited years for help with {issue} moved closer to getting it as the {chamber} approved a {cost} {~spend} by a {vote} vote, handing {sponsor} of {state} a major win.',
      ],
      [
        'The {chamber} passed a {cost} bill to fund {issue} by a {vote} vote on {weekday}, sending the measure sponsored by {sponsor} of {state} to the {other_chamber}.',
        'A {cost} {issue} bill sponsored by {sponsor} of {state} cleared the {chamber} {vote} on {weekday}.',
      ],
      [
        'Taxpayers will be handed the bill for {cost} more in federal spending after {chamber} Democrats {~passed} a {issue} measure {vote} on {weekday}, ignoring warnings that the deficit is spiraling.',
        'The national debt grows again: the {chamber} {~passed} a {cost} {issue} bill by a {vote} vote, and {sponsor} of {state} brushed aside economists who warn it will fuel inflation.',
      ],
    ),
    details: [
      "The bill would spread the money over {years} years, according to a summary released by {sponsor_last}'s office.",
      '{n_states} states would receive funds in the first year, the summary says.',
      'The measure now heads to the {other_chamber}, where its prospects are {uncertain|unclear|less certain}.',
      'The Congressional Budget Office has not yet published a full cost estimate for the {cost} package.',
    ],
    reactions: sides(
      [
        '"This is what it looks like when government shows up for working people," {sponsor_last} said.',
        'Advocates with the {org} called the vote long overdue.',
      ],
      [
        '{expert} said the final cost will depend on how quickly states draw down the money.',
        'Both parties are expected to make the vote an issue in the coming campaign.',
      ],
      [
        '"Taxpayers are going to be stuck with the bill," said {critic} of {state2}.',
        'Fiscal conservatives said the package adds to a national debt that is already out of control.',
      ],
    ),
  },
  {
    key: 'politics.tax-package',
    kind: 'framing',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const chair = person(r);
      const rate = r.int(10, 35);
      return {
        slots: {
          chair: `Rep. ${chair}`,
          chair_last: chair.split(' ')[1],
          state: state(r),
          target: r.pick(TAX_TARGETS),
          cut: `${rate}%`,
          cost: money(r.int(90, 2400) * 1000),
          years: String(r.int(5, 10)),
          committee_vote: `${r.int(22, 26)}-${r.int(16, 21)}`,
          families: count(roundish(r.int(8, 60) * 1_000_000)),
          critic: `Rep. ${person(r)}`,
        },
      };
    },
    truth: ['chair', 'target', 'cut', 'cost'],
    words: {
      cut: w(
        'tax giveaway|tax break for the wealthy',
        'tax cut|tax package',
        'tax relief|tax cuts for families',
      ),
      advance: w('advances|pushes', 'advances|approves', 'advances|delivers'),
    },
    headlines: sides(
      [
        'GOP {~cut} on {target} would cost {cost}',
        'House Republicans {~advance} {cost} {~cut}',
        '{cost} {~cut} clears committee on party-line vote',
      ],
      [
        'House panel approves {cut} tax cut on {target}',
        'Ways and Means {~advance} {cost} tax package',
        'Republican tax bill would cut taxes on {target} by {cut}',
        'Tax plan cutting levy on {target} clears House committee',
        'House committee votes {committee_vote} for {cost} tax bill',
      ],
      [
        'House GOP {~advance} {~cut}; {families} families stand to gain',
        '{chair_last} tax plan slashes levy on {target} by {cut}',
        'Committee backs {~cut} on {target} over Democratic objections',
      ],
    ),
    leads: sides(
      [
        'House Republicans advanced a {cost} {~cut} on {weekday} that would lower taxes on {target} by {cut}, a plan from {chair} of {state} that critics say mostly helps top earners.',
        'A Republican-led committee voted {committee_vote} to cut taxes on {target} by {cut}, a change expected to cost {cost} over {years} years.',
      ],
      [
        'The House Ways and Means Committee voted {committee_vote} on {weekday} to cut taxes on {target} by {cut}, a package from {chair} of {state} estimated to cost {cost} over {years} years.',
        'A House committee approved a plan from {chair} of {state} lowering taxes on {target} by {cut}, at an estimated cost of {cost}.',
      ],
      [
        'House Republicans moved a step closer to delivering {~cut} on {weekday}, as a committee led by {chair} of {state} voted {committee_vote} to cut taxes on {target} by {cut}.',
        'Roughly {families} families would pay less under a plan to cut taxes on {target} by {cut} that cleared committee {committee_vote} on {weekday}.',
      ],
    ),
    details: [
      'The cut on {target} would phase in over {years} years, according to the committee summary.',
      'The Joint Committee on Taxation put the cost at {cost} over the budget window.',
      'The full House could vote on the package {within weeks|as soon as next week|later this month}.',
    ],
    reactions: sides(
      [
        '"This is a handout to people who need it least," said {critic}.',
        '{expert} said the largest gains would flow to the top 1% of households.',
      ],
      [
        '{expert} said the revenue loss could be partly offset by faster growth, though estimates vary.',
        'Democrats on the panel voted against the plan in committee.',
      ],
      [
        '"Families have been squeezed long enough," {chair_last} said after the vote.',
        'Supporters said lower rates on {target} would spur hiring and investment.',
      ],
    ),
  },
  {
    key: 'politics.immigration-operation',
    kind: 'framing',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const arrests = r.int(40, 900);
      return {
        slots: {
          town: town(r),
          state: state(r),
          site: r.pick(ENFORCEMENT_SITES),
          arrests: thousands(arrests),
          arrests_high: count(roundish(arrests * r.float(1.6, 3))),
          official: `ICE field office director ${person(r)}`,
          advocate: `${person(r)} of the ${organisation(r)}`,
          days: String(r.int(2, 6)),
        },
      };
    },
    truth: ['town', 'state', 'arrests', 'site'],
    dispute: { slot: 'arrests', alt: 'arrests_high', altSide: 'left' },
    words: {
      op: w(
        'raid|immigration sweep|crackdown',
        'immigration operation|enforcement operation',
        'enforcement operation|immigration enforcement surge',
      ),
      people: w('immigrant workers|residents', 'people|immigrants', 'illegal immigrants|illegal aliens'),
      arrest: w('rounds up|detains', 'detains|arrests', 'arrests|nabs'),
    },
    headlines: sides(
      [
        'ICE {~op} at {town} {site} leaves families reeling',
        'ICE {~arrest} {arrests} in {town}, {state} {~op}',
        'Fear grips {town} after {~op} targets {state} {site}',
      ],
      [
        'ICE detains {arrests} in {state} immigration operation',
        'Federal immigration operation in {town}, {state} ends with {arrests} arrests',
        'Immigration agents detain {arrests} at {site} in {town}',
        '{arrests} detained in immigration operation at {state} {site}',
        'ICE operation at {town} {site} leads to {arrests} arrests',
      ],
      [
        'ICE {~arrest} {arrests} {~people} in {state} {~op}',
        '{~op} in {town} takes {arrests} {~people} off the streets',
        'ICE {~arrest} {arrests} at {state} {site} in major {~op}',
      ],
    ),
    leads: sides(
      [
        'Federal agents detained {arrests} {~people} during a {~op} at {site} in {town}, {state}, over {days} days, according to local advocates.',
        'A {days}-day {~op} at {site} around {town}, {state}, swept up {arrests} people, many with no criminal record, advocates said.',
      ],
      [
        'Immigration and Customs Enforcement said it detained {arrests} people during a {days}-day operation at {site} in and around {town}, {state}.',
        'A federal immigration operation at {site} in {town}, {state}, led to {arrests} arrests over {days} days, officials said.',
      ],
      [
        'ICE agents arrested {arrests} {~people} during a {days}-day {~op} at {site} in {town}, {state}, the agency said.',
        'Federal officers took {arrests} {~people} into custody at {site} in {town}, {state}, in a targeted {~op}.',
      ],
    ),
    details: [
      'The operation focused on {site}, according to {official}.',
      'Detainees were taken to a processing center outside {town}, officials said.',
      'Local police said they were not involved in the operation.',
    ],
    reactions: sides(
      [
        '"Children came home to empty houses," said {advocate}.',
        'Community groups in {town} organized vigils and a legal aid hotline.',
      ],
      [
        '{official} said the agency will release more details once cases are processed.',
        '{advocate} said the group was tracking where detainees were held.',
      ],
      [
        '"We are enforcing the laws Congress wrote," {official} said.',
        'Supporters of the operation said it restores respect for the law in {state}.',
      ],
    ),
  },
  {
    key: 'politics.protest',
    kind: 'framing',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const small = roundish(r.int(1500, 9000));
      return {
        slots: {
          city: town(r),
          state: state(r),
          cause: r.pick(CAUSES),
          crowd: count(roundish(small * r.float(2.5, 5))),
          crowd_low: thousands(small),
          arrests: String(r.int(0, 60)),
          organizer: `${person(r)} of the ${organisation(r)}`,
          chief: `Police Chief ${person(r)}`,
        },
      };
    },
    truth: ['city', 'state', 'cause', 'crowd'],
    dispute: { slot: 'crowd', alt: 'crowd_low', altSide: 'right' },
    words: {
      crowd: w(
        'demonstrators|protesters|residents',
        'protesters|demonstrators',
        'agitators|activists|protesters',
      ),
      march: w('rally|march|turn out', 'march|protest|rally', 'disrupt downtown|swarm downtown|protest'),
      marched: w('rallied|marched', 'marched|protested', 'swarmed downtown|disrupted downtown|protested'),
      src: w('according to organizers', 'according to estimates', 'according to police'),
    },
    headlines: sides(
      [
        '{crowd} {~crowd} {~march} in {city} over {cause}',
        'Thousands fill streets of {city}, {state} to protest {cause}',
        '{city} {~crowd} demand action on {cause}',
      ],
      [
        'Protest over {cause} draws {crowd} in {city}, {state}',
        '{city} protesters march over {cause}; {arrests} arrested',
        'Thousands protest {cause} in {city}',
        '{city} march over {cause} draws thousands',
        'Demonstrators rally in {city}, {state} over {cause}',
      ],
      [
        '{crowd} {~crowd} {~march} in {city} over {cause}',
        '{arrests} arrested as {~crowd} take over {city} streets',
        '{city} police make {arrests} arrests at {cause} protest',
      ],
    ),
    leads: sides(
      [
        'About {crowd} people marched through {city}, {state}, on {weekday} to protest {cause}, {~src}.',
        '{crowd} {~crowd} gathered in downtown {city} on {weekday} to oppose {cause}, {~src}, in one of the largest protests the city has seen.',
      ],
      [
        'Thousands of people protested {cause} in {city}, {state}, on {weekday}; estimates of the crowd ranged up to {crowd}.',
        'A protest over {cause} drew {crowd} people in {city}, {state}, {~src}, and police reported {arrests} arrests.',
      ],
      [
        'Roughly {crowd} {~crowd} {~marched} in {city}, {state}, over {cause} on {weekday}, {~src}, who made {arrests} arrests.',
        'Police arrested {arrests} people as about {crowd} {~crowd} blocked streets in {city}, {state}, over {cause}.',
      ],
    ),
    details: [
      'Police reported {arrests} arrests by the end of the day.',
      'The march was organized by {organizer}, who said more events are planned.',
      'Several downtown roads in {city} were closed for hours.',
    ],
    reactions: sides(
      [
        '"People are done waiting," said {organizer}.',
        'Speakers at the rally called on state lawmakers to act on {cause}.',
      ],
      [
        '{chief} said the day was largely peaceful.',
        'City officials did not give their own estimate of the crowd.',
      ],
      [
        '{chief} said officers were stretched thin by road blockades.',
        'Business owners in {city} complained of lost sales during the protest.',
      ],
    ),
  },
  {
    key: 'politics.ethics-probe',
    kind: 'framing',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const p = party(r);
      const name = person(r);
      return {
        slots: {
          member: `Rep. ${name}`,
          member_last: name.split(' ')[1],
          tag: `${partyLetter(p)}-${state(r)}`,
          party: p,
          issue: r.pick(PROBE_ISSUES),
          amount: money(r.float(0.02, 0.9)),
          lawyer: person(r),
          watchdog: organisation(r),
        },
        words: {
          probe: partisan(
            p,
            'politically motivated probe|partisan inquiry',
            'ethics probe|ethics inquiry',
            'scandal|ethics scandal',
          ),
          member: partisan(
            p,
            'lawmaker',
            'lawmaker|congressman',
            'embattled lawmaker|scandal-plagued lawmaker',
          ),
        },
      };
    },
    truth: ['member', 'issue', 'amount'],
    headlines: sides(
      [
        '{~member} {member_last} ({tag}) faces {~probe} over {issue}',
        'House ethics panel opens {~probe} into {member_last}',
        '{member_last} under scrutiny over {issue}',
      ],
      [
        'House Ethics Committee investigates {member} over {issue}',
        '{member} ({tag}) faces ethics inquiry over {issue}',
        'Ethics panel reviews {amount} tied to {member_last}',
        'Ethics committee opens review of {member_last} over {issue}',
        '{member_last} ({tag}) under House ethics review',
      ],
      [
        '{~member} {member_last} hit with {~probe} over {issue}',
        'Ethics panel targets {member_last} ({tag}) over {amount} in {issue}',
        'Probe of {~member} {member_last} widens over {issue}',
      ],
    ),
    leads: sides(
      [
        'The House Ethics Committee has opened a review of {member} ({tag}) over {issue} worth about {amount}, raising new questions about the {~member}.',
        '{member} ({tag}) is under review by the House Ethics Committee over {issue}, a matter involving roughly {amount}.',
      ],
      [
        'The House Ethics Committee said it is reviewing {issue} involving {member} ({tag}), a matter worth about {amount}.',
        'House ethics investigators are examining {issue} by {member} ({tag}), involving roughly {amount}, the committee said.',
      ],
      [
        '{member} ({tag}) is facing a {~probe} over {issue} worth about {amount}, the House Ethics Committee confirmed.',
        'The House Ethics Committee opened a review of {member} ({tag}) over {issue} totaling about {amount}.',
      ],
    ),
    details: [
      'A complaint was filed by the {watchdog}, a government watchdog group.',
      'The committee said opening a review does not mean a violation occurred.',
      "{member_last}'s lawyer, {lawyer}, said the lawmaker is cooperating fully.",
    ],
    reactions: sides(
      [
        'Allies of {member_last} said the complaint was timed to hurt the {party} in an election year.',
        'Watchdogs said the case shows the need for a ban on trading by lawmakers.',
      ],
      [
        '{expert} said reviews of this kind often take months.',
        "{member_last}'s office said the lawmaker followed the rules.",
      ],
      [
        'Critics said the case is the latest sign of a culture of impunity in Washington.',
        '"Voters deserve answers," the {watchdog} said in a statement.',
      ],
    ),
  },
  {
    key: 'politics.court-ruling',
    kind: 'emphasis',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          judge: `U.S. District Judge ${person(r)}`,
          state: state(r),
          policy: r.pick(POLICIES),
          n_states: String(r.int(6, 24)),
          ag: `Attorney General ${person(r)}`,
          page_count: String(r.int(18, 96)),
        },
      };
    },
    truth: ['judge', 'policy', 'state'],
    words: {
      block: w('blocks|halts', 'blocks|pauses', 'strikes down|halts'),
      blocked: w('blocked|halted', 'blocked|paused', 'struck down|halted'),
      judge: w('federal judge|judge', 'federal judge|judge', 'activist judge|federal judge'),
    },
    headlines: sides(
      [
        '{~judge} {~block} administration {policy}',
        'Court ruling in {state} deals blow to {policy}',
        '{n_states} states win ruling against {policy}',
      ],
      [
        'Federal judge in {state} blocks {policy}',
        'Judge halts {policy} nationwide pending lawsuit',
        '{policy} on hold after {state} court ruling',
        '{judge} pauses {policy}',
        'Court sides with {n_states} states, blocks {policy}',
      ],
      [
        '{~judge} in {state} {~block} {policy}',
        '{state} judge sides with challengers, {~block} {policy}',
        'Court win for {n_states} states as {~judge} {~block} {policy}',
      ],
    ),
    leads: sides(
      [
        "{judge} in {state} on {weekday} blocked the administration's {policy}, siding with {n_states} states that sued.",
        'A {~judge} in {state} {~blocked} the {policy}, finding in a {page_count}-page ruling that the administration likely overstepped.',
      ],
      [
        "{judge} in {state} temporarily blocked the administration's {policy} on {weekday}, ruling in a lawsuit brought by {n_states} states.",
        'A federal court in {state} paused the {policy} while a challenge by {n_states} states proceeds, in a {page_count}-page order from {judge}.',
      ],
      [
        'A {~judge} in {state} {~blocked} the {policy} on {weekday}, handing a win to {n_states} states that challenged it.',
        '{judge} in {state} ruled the {policy} likely unlawful and put it on hold, in a {page_count}-page order.',
      ],
    ),
    details: [
      'The ruling applies nationwide until the case is decided, the order says.',
      'The lawsuit was led by {state} {ag}.',
      'The administration is expected to appeal.',
    ],
    reactions: sides(
      [
        'Supporters of the rule said the ruling leaves consumers without protections.',
        'Advocates said they would press the administration to appeal quickly.',
      ],
      [
        '{expert} said the case could reach the Supreme Court.',
        'The Justice Department said it was reviewing the decision.',
      ],
      [
        '"This is a victory for the Constitution," {ag} said.',
        'Opponents of the rule called it a textbook case of federal overreach.',
      ],
    ),
  },
  {
    key: 'politics.special-election',
    kind: 'emphasis',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const p = party(r);
      const winShare = r.float(50.5, 61);
      return {
        slots: {
          winner: person(r),
          loser: person(r),
          party: p,
          rival_party: p === 'Democrat' ? 'Republican' : 'Democrat',
          district: `${state(r)}'s ${r.pick(ORDINALS)} District`,
          margin: decimal(2 * winShare - 100),
          turnout: `${r.int(18, 46)}%`,
          swing: decimal(r.float(2, 14)),
        },
        words: {
          win: partisan(p, 'flips|wins|captures', 'wins|takes', 'narrowly wins|barely holds'),
          result: partisan(
            p,
            'decisive victory|strong showing',
            'victory|win',
            'narrow victory|low-turnout win',
          ),
        },
      };
    },
    truth: ['winner', 'district', 'margin'],
    headlines: sides(
      [
        '{party} {winner} {~win} {district} by {margin} points',
        '{winner} {~win} {district} seat in special election',
        '{~result} for {party}s in {district} special election',
      ],
      [
        '{winner} wins special election in {district}',
        '{party} {winner} takes {district} seat by {margin} points',
        '{district} special election goes to {party} {winner}',
        '{winner} defeats {loser} in {district}',
        '{party} {winner} wins {district} with {margin}-point margin',
      ],
      [
        '{winner} {~win} {district} in special election',
        '{party} {winner} wins {district} seat; turnout {turnout}',
        'Special election in {district}: {party} {winner} {~win} it',
      ],
    ),
    leads: sides(
      [
        "{party} {winner} won the special election in {district} on {weekday} by {margin} points, a {~result} that beat the district's usual margin by {swing} points.",
        '{winner}, a {party}, defeated {rival_party} {loser} by {margin} points in {district}, a {~result}.',
      ],
      [
        '{party} {winner} won the special election for {district} on {weekday}, defeating {rival_party} {loser} by {margin} points with turnout of {turnout}.',
        '{winner} ({party}) beat {loser} by {margin} points in the special election for {district}, unofficial results show.',
      ],
      [
        '{party} {winner} won the special election in {district} by {margin} points on {weekday}, with turnout of just {turnout}.',
        '{winner} defeated {rival_party} {loser} by {margin} points in {district}, where turnout was {turnout}.',
      ],
    ),
    details: [
      'Turnout was about {turnout} of registered voters, according to county officials.',
      'The seat opened after the previous member resigned earlier this year.',
      'The result shifted {swing} points from the last general election in the district.',
    ],
    reactions: sides(
      [
        'Strategists said the result was a warning sign ahead of the midterms.',
        '{winner} told supporters the win was "about kitchen-table issues."',
      ],
      [
        '{expert} cautioned against reading too much into a single low-turnout race.',
        '{loser} conceded late on {weekday}.',
      ],
      [
        'Analysts noted that special elections often favor the more motivated party.',
        '{loser} said the campaign was outspent in the final weeks.',
      ],
    ),
  },
  {
    key: 'politics.resignation',
    kind: 'emphasis',
    category: 'politics',
    market: false,
    topics: [],
    build(r) {
      const name = person(r);
      return {
        slots: {
          official: name,
          official_last: name.split(' ')[1],
          role: r.pick(CABINET_ROLES),
          issue: r.pick(RESIGN_ISSUES),
          months: String(r.int(5, 30)),
          deputy: person(r),
          senator: `Sen. ${person(r)}`,
        },
      };
    },
    truth: ['official', 'role', 'issue'],
    words: {
      quit: w('steps down|resigns', 'resigns|steps down', 'is out|resigns in disgrace|resigns'),
      quit_past: w(
        'stepped down|resigned',
        'resigned|stepped down',
        'resigned|was forced out|resigned in disgrace',
      ),
      amid: w('after|following', 'amid|after', 'amid|under fire over'),
    },
    headlines: sides(
      [
        '{role} {official} {~quit} {~amid} {issue}',
        '{official_last} {~quit} as {role} after {months} months',
        '{role} {official_last} departs; deputy {deputy} to lead',
      ],
      [
        '{role} {official} resigns amid {issue}',
        '{official_last} steps down as {role}',
        '{role} {official_last} resigns after {months} months in office',
        '{official} out as {role}; {deputy} to serve as acting secretary',
        '{role} {official_last} announces resignation',
      ],
      [
        '{role} {official_last} {~quit} {~amid} {issue}',
        '{official} {~quit}: {role} exits {~amid} {issue}',
        '{role} {official_last} resigns after {months} turbulent months',
      ],
    ),
    leads: sides(
      [
        '{role} {official} {~quit_past} on {weekday} {~amid} {issue}, ending a {months}-month tenure.',
        '{official} resigned as {role} {~amid} {issue}, the White House said, with deputy {deputy} taking over.',
      ],
      [
        '{role} {official} resigned on {weekday} amid {issue}, after {months} months in the job, the White House said.',
        '{official} stepped down as {role} amid {issue}; deputy {deputy} will serve in an acting capacity.',
      ],
      [
        '{role} {official} {~quit_past} on {weekday} {~amid} {issue} after {months} months in the post.',
        '{official} {~quit_past} as {role} {~amid} {issue}, with {deputy} named acting secretary.',
      ],
    ),
    details: [
      'Deputy {deputy} will lead the department until a successor is confirmed.',
      '{official_last} had served {months} months in the role.',
      'The White House did not say when it would name a permanent replacement.',
    ],
    reactions: sides(
      [
        '{senator} thanked {official_last} for "steady leadership in a hard job."',
        'Former staff members praised {official_last} as a careful manager.',
      ],
      [
        '{senator} said the Senate would move quickly on a successor.',
        '{expert} said the vacancy could slow several pending rules.',
      ],
      [
        '{senator} said the resignation was "long overdue."',
        'Critics said {issue} showed a pattern of mismanagement at the department.',
      ],
    ),
  },
];
