// Health event templates: outbreaks, drug price deals, vaccine rules, hospital closures and studies.
// Diseases are real categories; places, hospitals, researchers and journals are invented.
import { count, decimal, money, roundish } from '../format';
import { organisation, person, state, town } from '../names';
import { sides, w, type EventTemplate } from '../template';

const DISEASES = [
  'measles',
  'whooping cough',
  'hepatitis A',
  'salmonella',
  'E. coli',
  'tuberculosis',
  "Legionnaires' disease",
  'mumps',
];
const FINDINGS = [
  ['daily walking', 'a lower risk of heart disease'],
  ['ultra-processed food', 'a higher risk of early death'],
  ['poor sleep', 'faster memory decline'],
  ['screen time before age five', 'delayed speech'],
  ['living near highways', 'higher asthma rates'],
  ['moderate coffee drinking', 'a lower risk of liver disease'],
  ['loneliness', 'a higher risk of stroke'],
] as const;

export const HEALTH: readonly EventTemplate[] = [
  {
    key: 'health.outbreak',
    kind: 'alike',
    category: 'health',
    market: false,
    topics: [],
    build(r) {
      const cases = r.int(12, 420);
      return {
        slots: {
          disease: r.pick(DISEASES),
          town: town(r),
          state: state(r),
          cases: String(cases),
          hospitalized: String(Math.max(1, Math.round(cases * r.float(0.05, 0.3)))),
          officer: `state health officer Dr. ${person(r)}`,
          parent: `${person(r)}, a parent in the area`,
          weeks: String(r.int(2, 9)),
        },
      };
    },
    truth: ['disease', 'town', 'cases'],
    words: {
      spread: w('spreads|surges', 'spreads|grows', 'grows|spreads'),
      cause: w(
        'as vaccination rates fall|amid falling vaccination rates',
        'health officials say|officials say',
        'officials say|as officials scramble',
      ),
    },
    headlines: sides(
      [
        '{disease} outbreak in {town} {~spread} to {cases} cases {~cause}',
        '{state} {disease} outbreak hits {cases} cases',
        '{cases} sick as {disease} {~spread} in {town}',
      ],
      [
        '{disease} cases in {town}, {state} rise to {cases}',
        '{state} reports {cases} cases in {disease} outbreak',
        '{disease} outbreak: {hospitalized} hospitalized in {town}',
        '{town} {disease} outbreak grows to {cases} cases',
        'Health officials track {disease} outbreak in {state}',
      ],
      [
        '{disease} outbreak in {town}, {state}: {cases} cases',
        '{state} officials scramble as {disease} {~spread} in {town}',
        '{hospitalized} hospitalized in {town} {disease} outbreak',
      ],
    ),
    leads: sides(
      [
        'A {disease} outbreak in {town}, {state}, has grown to {cases} cases in {weeks} weeks, with {hospitalized} people in the hospital, {~cause}.',
        '{state} health officials reported {cases} cases of {disease} in and around {town}, one of the largest outbreaks in years.',
      ],
      [
        'Health officials in {state} said on {weekday} that a {disease} outbreak centered on {town} has reached {cases} cases, with {hospitalized} hospitalizations.',
        'The {disease} outbreak in {town}, {state}, has grown to {cases} confirmed cases over {weeks} weeks, according to the state health department.',
      ],
      [
        'A {disease} outbreak in {town}, {state}, has reached {cases} cases and {hospitalized} hospitalizations, state health officials said.',
        '{state} reported {cases} {disease} cases linked to {town} over the past {weeks} weeks.',
      ],
    ),
    details: [
      '{hospitalized} people have been hospitalized, according to {officer}.',
      'Clinics in {town} are offering free testing this week.',
      'The first case was reported {weeks} weeks ago.',
    ],
    reactions: sides(
      [
        '"This was preventable," said {officer}.',
        'Public health experts said cuts to local health departments slowed the response.',
      ],
      [
        '{officer} urged residents with symptoms to see a doctor.',
        '{expert} said the outbreak could last several more weeks.',
      ],
      [
        '"We just want clear information," said {parent}.',
        'State officials said the risk to the general public remains low.',
      ],
    ),
  },
  {
    key: 'health.drug-prices',
    kind: 'emphasis',
    category: 'health',
    market: false,
    topics: ['regulation'],
    build(r) {
      return {
        slots: {
          drugs: String(r.int(5, 25)),
          savings: money(r.int(15, 140) * 100),
          cut: `${r.int(22, 79)}%`,
          patients: count(roundish(r.int(2, 18) * 1_000_000)),
          secretary: `Health Secretary ${person(r)}`,
          trade_group: `the ${organisation(r)}`,
          year: String(r.int(2026, 2028)),
        },
      };
    },
    truth: ['drugs', 'savings', 'cut'],
    words: {
      deal: w('price cuts|lower prices', 'negotiated prices|price deal', 'price controls|price-setting'),
      force: w('wins|secures', 'sets|announces', 'imposes|dictates'),
    },
    headlines: sides(
      [
        'Medicare {~force} {~deal} on {drugs} drugs, saving {savings}',
        'Seniors to save as Medicare cuts prices of {drugs} drugs by up to {cut}',
        '{~deal} on {drugs} drugs to save patients {savings}',
      ],
      [
        'Medicare announces negotiated prices for {drugs} drugs',
        'Medicare price talks cut cost of {drugs} drugs by up to {cut}',
        'Medicare to save {savings} on {drugs} drugs',
        'Negotiated Medicare prices for {drugs} drugs take effect in {year}',
        'Medicare drug price deal: cuts of up to {cut}',
      ],
      [
        'Medicare {~force} {~deal} on {drugs} drugs',
        'Drugmakers warn as government {~force} {cut} cuts on {drugs} drugs',
        'Government {~deal} hit {drugs} drugs',
      ],
    ),
    leads: sides(
      [
        'Medicare will pay up to {cut} less for {drugs} widely used drugs starting in {year}, saving about {savings} a year for taxpayers and {patients} patients.',
        '{secretary} announced {~deal} on {drugs} drugs, cutting prices by as much as {cut}.',
      ],
      [
        'Medicare announced negotiated prices for {drugs} drugs on {weekday}, with discounts of up to {cut} that take effect in {year} and are expected to save {savings} a year.',
        '{secretary} said negotiated prices for {drugs} drugs will save Medicare about {savings} a year, with cuts of up to {cut}.',
      ],
      [
        'The government imposed {~deal} on {drugs} drugs on {weekday}, cutting what Medicare pays by up to {cut} from {year}.',
        'Medicare set prices for {drugs} drugs, cutting them by up to {cut}, in a move drugmakers say will chill research.',
      ],
    ),
    details: [
      'The new prices take effect in {year}, according to the Health Department.',
      'About {patients} Medicare patients take at least one of the drugs.',
      'Savings are estimated at {savings} a year.',
    ],
    reactions: sides(
      [
        '"Seniors should never have to choose between medicine and food," {secretary} said.',
        'Patient groups called for expanding negotiation to more drugs.',
      ],
      [
        '{expert} said actual savings depend on rebates already paid.',
        'Drugmakers have sued to challenge the program.',
      ],
      [
        '{trade_group} said the policy will mean fewer new cures.',
        'Critics said price-setting amounts to government control of medicine.',
      ],
    ),
  },
  {
    key: 'health.vaccine-rule',
    kind: 'framing',
    category: 'health',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          state: state(r),
          governor: `Gov. ${person(r)}`,
          rate: `${decimal(r.float(84, 95))}%`,
          pediatrician: `Dr. ${person(r)}, a pediatrician`,
          parent_group: `the ${organisation(r)}`,
          students: count(roundish(r.int(200, 3000) * 1000)),
        },
      };
    },
    truth: ['state', 'rate', 'students'],
    words: {
      change: w('weakens|rolls back', 'loosens|changes', 'restores parental choice on|eases'),
      rule: w(
        'school vaccine requirements|vaccine protections',
        'school vaccine requirements|school vaccine rules',
        'vaccine mandates|school vaccine mandates',
      ),
    },
    headlines: sides(
      [
        'Doctors warn of measles return as {state} {~change} {~rule}',
        'Pediatricians fear outbreaks as {state} lets more children skip shots',
        '{state} {~change} {~rule} with vaccination already down to {rate}',
      ],
      [
        '{state} {~change} {~rule}',
        '{state} expands exemptions to school vaccine rules',
        '{governor} signs {state} vaccine exemption bill',
        'New {state} law broadens vaccine exemptions for {students} students',
        '{state} changes school vaccine exemption rules',
      ],
      [
        'Parents win: {state} {~change} {~rule}',
        '{governor} signs parental rights bill, ending state veto over family health choices',
        'Win for families as {state} eases {~rule}',
      ],
    ),
    leads: sides(
      [
        'Pediatricians in {state} warned of measles and whooping cough outbreaks after {governor} signed a law that {~change} {~rule}, with kindergarten vaccination already down to {rate}.',
        'Children too young or too sick to be vaccinated will face more risk in {state} classrooms, public health experts said, after {governor} made it easier for {students} students to skip school shots.',
      ],
      [
        '{governor} signed a bill on {weekday} expanding exemptions from {state} school vaccine requirements, which cover about {students} students; the kindergarten vaccination rate is {rate}.',
        '{state} has broadened exemptions to its school vaccine rules under a law signed by {governor}.',
      ],
      [
        "Parents in {state} won back the right to decide what goes into their children's bodies on {weekday}, as {governor} signed a law that {~change} {~rule} for {students} students.",
        "Families who object to school shots on religious or medical grounds will no longer need a state official's permission under a law signed by {governor}, a victory for parental rights groups in {state}.",
      ],
    ),
    details: [
      'The kindergarten vaccination rate in {state} was {rate} last year, according to state data.',
      'The law takes effect at the start of the next school year.',
      'About {students} students attend public schools in the state.',
    ],
    reactions: sides(
      [
        '"We will see more outbreaks," said {pediatrician}.',
        'Medical groups urged the governor to veto the bill.',
      ],
      [
        '{pediatrician}, said most families still vaccinate on schedule.',
        '{expert} said it is too early to know the effect on vaccination rates.',
      ],
      [
        '{parent_group} said families, not the state, should make medical decisions.',
        '"This is about freedom," {governor} said.',
      ],
    ),
  },
  {
    key: 'health.hospital-closure',
    kind: 'emphasis',
    category: 'health',
    market: false,
    topics: [],
    build(r) {
      const t = town(r);
      return {
        slots: {
          hospital: `${t} Regional Medical Center`,
          town: t,
          state: state(r),
          jobs: String(r.int(80, 900)),
          miles: String(r.int(25, 90)),
          losses: money(r.float(2, 40)),
          ceo: `chief executive ${person(r)}`,
          nurse: `${person(r)}, a nurse`,
        },
      };
    },
    truth: ['hospital', 'state', 'jobs'],
    words: {
      blame: w(
        'after Medicaid cuts|as Medicaid funding shrinks',
        'citing losses|after years of losses',
        'citing mounting losses|after years of losses',
      ),
    },
    headlines: sides(
      [
        'Rural {state} hospital to close {~blame}',
        '{hospital} closing, leaving patients {miles} miles from care',
        '{jobs} jobs lost as {hospital} shuts',
      ],
      [
        '{hospital} in {state} to close',
        '{state} rural hospital closes, cutting {jobs} jobs',
        '{hospital} to shut after {losses} in losses',
        'Rural {state} hospital to close, {jobs} jobs cut',
        '{town} hospital closing after years of losses',
      ],
      [
        '{hospital} to close {~blame}',
        'Rural {state} hospital shuts doors after {losses} in losses',
        '{town} loses hospital, {jobs} jobs',
      ],
    ),
    leads: sides(
      [
        '{hospital} in {state} will close next month {~blame}, eliminating {jobs} jobs and leaving residents {miles} miles from the nearest emergency room.',
        'Residents of {town}, {state}, will lose their only hospital, which is closing with {jobs} job cuts.',
      ],
      [
        '{hospital} in {town}, {state}, will close next month after losing {losses} over three years, eliminating {jobs} jobs, {ceo} said.',
        'The rural hospital in {town}, {state}, is closing, cutting {jobs} jobs; the nearest emergency room will be {miles} miles away.',
      ],
      [
        '{hospital} in {town}, {state}, is closing after losing {losses}, {ceo} said on {weekday}; {jobs} jobs will be cut.',
        'A rural hospital in {state} will shut its doors next month {~blame}.',
      ],
    ),
    details: [
      'The hospital lost {losses} over the past three years, according to {ceo}.',
      'The nearest emergency room will be {miles} miles away.',
      'An outpatient clinic will remain open for now.',
    ],
    reactions: sides(
      ['"People will die on the drive," said {nurse}.', 'Advocates blamed cuts to Medicaid for the closure.'],
      [
        '{expert} said more than a hundred rural hospitals have closed in the past decade.',
        'State officials said they are looking for another operator.',
      ],
      [
        '{ceo} said regulatory costs made the hospital impossible to run.',
        'Local leaders said they would seek a private buyer.',
      ],
    ),
  },
  {
    key: 'health.study',
    kind: 'alike',
    category: 'health',
    market: false,
    topics: [],
    build(r) {
      const [exposure, outcome] = r.pick(FINDINGS);
      return {
        slots: {
          exposure,
          outcome,
          n: count(roundish(r.int(2, 480) * 1000)),
          effect: `${r.int(8, 45)}%`,
          years: String(r.int(4, 25)),
          university: `${town(r)} University`,
          author: `Dr. ${person(r)}`,
          journal: `the Journal of ${r.pick(['Clinical', 'Preventive', 'Population', 'Applied'])} ${r.pick(['Medicine', 'Health', 'Epidemiology'])}`,
        },
      };
    },
    truth: ['exposure', 'n', 'effect', 'university'],
    words: {
      link: w(
        'is linked to|raises the odds of',
        'is linked to|is associated with',
        'may be tied to|is associated with',
      ),
    },
    headlines: sides(
      [
        'Study of {n} adults: {exposure} {~link} {outcome}',
        '{exposure} {~link} {outcome}, major study finds',
        'Researchers find {exposure} tied to {outcome}',
      ],
      [
        'Study links {exposure} to {outcome}',
        '{exposure} associated with {outcome} in study of {n}',
        '{university} study: {exposure} and {outcome}',
        '{n}-person study finds {exposure} tied to {outcome}',
        'Researchers report link between {exposure} and {outcome}',
      ],
      [
        'New study says {exposure} {~link} {outcome}',
        'Study: {exposure} {~link} {outcome}, but experts urge caution',
        '{exposure} and {outcome}: what a new study does and does not show',
      ],
    ),
    leads: sides(
      [
        'A study of {n} adults followed for {years} years found that {exposure} {~link} {outcome}, with a {effect} difference in risk, researchers at {university} reported.',
        'Researchers at {university} found {exposure} {~link} {outcome} in a study of {n} people published in {journal}.',
      ],
      [
        'Researchers at {university} reported in {journal} that {exposure} was associated with {outcome}, a {effect} difference, in a study of {n} adults over {years} years.',
        'A {years}-year study of {n} adults found {exposure} {~link} {outcome}, according to a paper in {journal}.',
      ],
      [
        'A study of {n} adults from {university} suggests {exposure} {~link} {outcome}, though the research shows correlation, not cause.',
        '{exposure} {~link} {outcome}, according to a {university} study of {n} people, which found a {effect} difference.',
      ],
    ),
    details: [
      'The researchers followed participants for {years} years, according to {author}.',
      'The study was published in {journal}.',
      'The difference in risk was about {effect} after adjusting for age and income.',
    ],
    reactions: sides(
      [
        '{author} said the findings should inform public health guidelines.',
        'Advocates called for stronger regulation in light of the results.',
      ],
      [
        '{author} said the study shows an association, not cause and effect.',
        '{expert} said the results fit with earlier, smaller studies.',
      ],
      [
        '{expert} said observational studies like this often do not hold up.',
        'Researchers said individuals should not change habits on one study alone.',
      ],
    ),
  },
];
