// AI event templates: model launches, state AI laws, deepfakes, automation studies and data
// centers. Labs, models and people are invented; listed chip and cloud firms live in the market set.
import { count, decimal, money, roundish, thousands } from '../format';
import { organisation, person, placeName, privateCompany, state, town } from '../names';
import { sides, w, type EventTemplate } from '../template';

const LAB_TAILS = ['AI', 'Labs', 'Intelligence', 'Research', 'Systems'];
const MODEL_NAMES = [
  'Orion',
  'Lattice',
  'Cobalt',
  'Meridian',
  'Halcyon',
  'Quill',
  'Atlas',
  'Nimbus',
  'Sable',
  'Vesper',
];
const BENCHMARKS = [
  'a graduate-level science exam',
  'a coding benchmark',
  'a medical licensing exam',
  'a math olympiad test',
  'a bar exam practice set',
];
const REQUIREMENTS = [
  'safety testing of large models',
  'labels on AI-generated political ads',
  'disclosure of training data',
  'audits of hiring algorithms',
  'a kill switch for frontier models',
  'incident reports within 72 hours',
];
const SECTORS = [
  'customer service',
  'accounting',
  'legal support',
  'software testing',
  'insurance claims',
  'radiology reporting',
  'translation',
];

export const AI: readonly EventTemplate[] = [
  {
    key: 'ai.model-release',
    kind: 'alike',
    category: 'ai',
    market: false,
    topics: ['ai'],
    build(r) {
      const lab = `${placeName(r)} ${r.pick(LAB_TAILS)}`;
      return {
        slots: {
          lab,
          model: `${r.pick(MODEL_NAMES)}-${r.int(2, 7)}${r.pick(['', '', ' Pro', ' Max', ' Mini'])}`,
          score: `${decimal(r.float(62, 96))}%`,
          benchmark: r.pick(BENCHMARKS),
          ceo: `chief executive ${person(r)}`,
          researcher: `${person(r)}, an AI safety researcher`,
          price: `$${r.pick([10, 20, 25, 30, 40])}`,
        },
      };
    },
    truth: ['lab', 'model', 'score'],
    words: {
      unveil: w('rolls out|releases', 'releases|unveils|launches', 'unveils|launches'),
      powerful: w('powerful but opaque|unaccountable', 'new|latest', 'powerful|breakthrough'),
    },
    headlines: sides(
      [
        '{lab} {~unveil} {model} amid safety questions',
        '{lab} {model} scores {score} on {benchmark}, but critics want audits',
        'New {lab} model {model} raises alarm over oversight',
      ],
      [
        '{lab} releases {model}, claims {score} on {benchmark}',
        '{lab} unveils {model} AI model',
        '{model} from {lab} tops rivals on {benchmark}',
        '{lab} debuts {model}, its most capable model yet',
        'AI startup {lab} launches {model} at {price} a month',
      ],
      [
        '{lab} {~unveil} {~powerful} {model} model',
        'U.S. startup {lab} {~unveil} {model}, scores {score}',
        '{lab} {model} leaps ahead with {score} on {benchmark}',
      ],
    ),
    leads: sides(
      [
        '{lab} released {model} on {weekday}, saying it scored {score} on {benchmark}, though the company published few details on how it was tested for safety.',
        'The startup {lab} launched its {~powerful} {model} model, which it says reached {score} on {benchmark}.',
      ],
      [
        '{lab} released its {model} AI model on {weekday} and said it scored {score} on {benchmark}, ahead of previous systems.',
        'The AI company {lab} unveiled {model}, which it says scores {score} on {benchmark}; subscriptions start at {price} a month.',
      ],
      [
        '{lab} unveiled {model} on {weekday}, a {~powerful} model that scored {score} on {benchmark}, the company said, keeping American AI in front.',
        'American AI startup {lab} launched {model}, claiming a score of {score} on {benchmark}.',
      ],
    ),
    details: [
      'Subscriptions to the model start at {price} a month, the company said.',
      'The company said the model was tested by outside red teams before release.',
      '{ceo} said a version for businesses would follow within weeks.',
    ],
    reactions: sides(
      [
        '"Benchmarks are not safety evaluations," said {researcher}.',
        'Consumer groups asked regulators to review the launch.',
      ],
      [
        '{expert} said independent tests would be needed to confirm the scores.',
        '{ceo} said the model makes fewer factual errors than its predecessor.',
      ],
      [
        '{ceo} said the model shows U.S. companies can outpace foreign rivals.',
        'Investors cheered the launch as proof that light regulation works.',
      ],
    ),
  },
  {
    key: 'ai.state-law',
    kind: 'framing',
    category: 'ai',
    market: false,
    topics: ['ai', 'regulation'],
    build(r) {
      return {
        slots: {
          state: state(r),
          requirement: r.pick(REQUIREMENTS),
          sponsor: `state Sen. ${person(r)}`,
          governor: `Gov. ${person(r)}`,
          fine: money(r.pick([0.05, 0.1, 0.25, 0.5, 1, 5, 10])),
          vote: `${r.int(24, 38)}-${r.int(4, 15)}`,
          lobbyist: `${person(r)} of the ${organisation(r)}`,
        },
      };
    },
    truth: ['state', 'requirement', 'fine', 'vote'],
    words: {
      rules: w('guardrails|safeguards', 'rules|regulations', 'red tape|regulations'),
      pass: w('passes|approves', 'passes|approves', 'rams through|passes'),
    },
    headlines: sides(
      [
        '{state} {~pass} AI {~rules} requiring {requirement}',
        '{state} lawmakers put {~rules} on AI',
        'AI companies face {fine} fines under {state} law',
      ],
      [
        '{state} passes AI law requiring {requirement}',
        '{state} legislature approves AI bill, {vote}',
        'New {state} AI law sets fines up to {fine}',
        '{state} lawmakers vote {vote} for AI bill on {requirement}',
        'AI bill requiring {requirement} clears {state} Senate',
      ],
      [
        '{state} {~pass} AI {~rules} that could stifle startups',
        '{state} Democrats {~pass} AI {~rules}',
        'Tech groups warn {state} AI {~rules} will drive jobs away',
      ],
    ),
    leads: sides(
      [
        '{state} lawmakers voted {vote} to require {requirement}, {~rules} that {sponsor} said will protect residents from harm.',
        'AI developers in {state} will face fines of up to {fine} if they fail to meet new {~rules} requiring {requirement}.',
      ],
      [
        'The {state} Senate voted {vote} on {weekday} to pass a bill requiring {requirement}, with fines of up to {fine}; it now goes to {governor}.',
        '{state} passed a law requiring {requirement}, sponsored by {sponsor}, with penalties of up to {fine} per violation.',
      ],
      [
        '{state} lawmakers approved AI {~rules} on {weekday}, voting {vote} to require {requirement} with fines of up to {fine}.',
        'A bill requiring {requirement} cleared the {state} Senate {vote}, and tech groups warn it will push startups out of the state.',
      ],
    ),
    details: [
      'Violations could bring fines of up to {fine}, according to the bill.',
      'The bill now goes to {governor}, whose office has not said whether it will be signed.',
      'The rules would take effect next year.',
    ],
    reactions: sides(
      [
        '"Someone has to set rules of the road," said {sponsor}.',
        'Consumer advocates called the bill a model for other states.',
      ],
      [
        '{expert} said federal law may eventually preempt state rules.',
        'Several amendments narrowed the bill before the vote.',
      ],
      [
        '"This will send innovation to other states," said {lobbyist}.',
        'Industry groups said a patchwork of state laws is unworkable.',
      ],
    ),
  },
  {
    key: 'ai.deepfake',
    kind: 'emphasis',
    category: 'ai',
    market: false,
    topics: ['ai'],
    build(r) {
      return {
        slots: {
          candidate: person(r),
          state: state(r),
          voters: count(roundish(r.int(5, 400) * 1000)),
          office: r.pick(['governor', 'Senate', 'mayor', 'attorney general', 'state Senate']),
          official: `Secretary of State ${person(r)}`,
          researcher: `${person(r)}, who studies disinformation at ${town(r)} University`,
        },
      };
    },
    truth: ['candidate', 'state', 'voters'],
    words: {
      fake: w('deepfake|AI-generated fake', 'deepfake|AI-generated', 'fake|AI hoax'),
    },
    headlines: sides(
      [
        '{~fake} robocall of {candidate} reached {voters} {state} voters',
        '{state} investigates {~fake} call impersonating {candidate}',
        'Election officials warn of {~fake} calls in {state} race',
      ],
      [
        'AI robocall mimicking {candidate} reached {voters} voters in {state}',
        '{state} probes deepfake call in {office} race',
        'Deepfake of {office} candidate {candidate} investigated',
        '{official} warns of AI robocall imitating {candidate}',
        'Cloned-voice robocall hits {voters} {state} voters',
      ],
      [
        '{~fake} call impersonating {candidate} hits {state}',
        '{state} {office} race rocked by {~fake} robocall',
        'Who made the {candidate} {~fake}? {state} investigates',
      ],
    ),
    leads: sides(
      [
        'An AI-generated robocall imitating {candidate}, a candidate for {office} in {state}, reached about {voters} voters before the election, {official} said.',
        '{state} officials are investigating a {~fake} call that used a cloned voice of {candidate} to tell about {voters} voters the wrong election date.',
      ],
      [
        '{official} said on {weekday} that a robocall using an AI-cloned voice of {office} candidate {candidate} reached about {voters} voters.',
        'A deepfake robocall imitating {candidate} in the {state} {office} race reached about {voters} people, state officials said.',
      ],
      [
        'A {~fake} robocall mimicking {candidate}, who is running for {office} in {state}, reached about {voters} voters, {official} said.',
        '{state} is investigating an AI robocall that imitated {candidate} and reached about {voters} voters.',
      ],
    ),
    details: [
      'The calls told voters the election had been moved, according to {official}.',
      'The state attorney general has opened an investigation.',
      'The origin of the calls has not been identified.',
    ],
    reactions: sides(
      [
        '"This is voter suppression with new tools," said {researcher}.',
        'Voting rights groups urged federal rules on AI in campaigns.',
      ],
      [
        '{researcher}, said such calls are cheap to make and hard to trace.',
        '{candidate} urged voters to check official sources.',
      ],
      [
        '{candidate} called the call "a dirty trick."',
        'Some lawmakers warned against rules that would chill political speech.',
      ],
    ),
  },
  {
    key: 'ai.jobs-study',
    kind: 'emphasis',
    category: 'ai',
    market: false,
    topics: ['ai', 'labor'],
    build(r) {
      return {
        slots: {
          org: `the ${organisation(r)}`,
          share: `${r.int(12, 58)}%`,
          sector: r.pick(SECTORS),
          jobs: count(roundish(r.int(80, 2400) * 1000)),
          years: String(r.pick([3, 5, 10])),
          author: `lead author ${person(r)}`,
        },
      };
    },
    truth: ['org', 'sector', 'share'],
    words: {
      threat: w(
        'threatens|could wipe out',
        'could automate|could affect',
        'could transform|could boost productivity in',
      ),
    },
    headlines: sides(
      [
        'AI {~threat} {jobs} {sector} jobs, study warns',
        'Study: AI could replace {share} of {sector} work',
        'Workers in {sector} face AI disruption, report finds',
      ],
      [
        'AI could automate {share} of {sector} tasks, study finds',
        'Study estimates {jobs} {sector} jobs exposed to AI',
        'Report: {share} of {sector} work automatable within {years} years',
        '{org} study: AI exposure high in {sector}',
        'How AI could change {sector} work: {share} of tasks at stake',
      ],
      [
        'AI {~threat} {sector}, study says',
        'Study: AI could take over {share} of {sector} tasks',
        'AI set to reshape {sector} as productivity gains loom',
      ],
    ),
    leads: sides(
      [
        'AI could automate {share} of tasks in {sector}, putting about {jobs} jobs at risk within {years} years, a study by {org} found.',
        'A new study from {org} warns that {jobs} {sector} jobs could disappear as AI takes over {share} of the work.',
      ],
      [
        'A study by {org} estimates that AI could automate {share} of tasks in {sector} within {years} years, affecting about {jobs} jobs.',
        'About {share} of work in {sector} could be done by AI within {years} years, according to {org}, which put the number of exposed jobs at {jobs}.',
      ],
      [
        'AI could handle {share} of tasks in {sector} within {years} years, a study by {org} found, promising big productivity gains.',
        'Roughly {jobs} {sector} jobs will change as AI takes on {share} of tasks, according to {org}.',
      ],
    ),
    details: [
      'The estimate covers about {jobs} jobs, according to {author}.',
      'The researchers said new jobs could offset part of the losses.',
      'The study is based on task-level data for {sector} occupations.',
    ],
    reactions: sides(
      [
        'Unions called for retraining funds and a say in how AI is deployed.',
        '{author} said policymakers are "not ready for the speed of this."',
      ],
      [
        '{expert} said past automation waves created more jobs than they destroyed.',
        '{author} said the timeline is uncertain.',
      ],
      [
        'Business groups said AI will raise wages by raising productivity.',
        '{expert} said fears of mass job losses are overblown.',
      ],
    ),
  },
  {
    key: 'ai.data-center',
    kind: 'emphasis',
    category: 'ai',
    market: false,
    topics: ['ai'],
    build(r) {
      return {
        slots: {
          builder: privateCompany(r),
          town: town(r),
          state: state(r),
          cost: money(r.int(8, 60) * 100),
          megawatts: thousands(r.int(2, 30) * 50),
          jobs: String(r.int(40, 400)),
          water: `${decimal(r.float(0.5, 6))} million gallons`,
          resident: `${person(r)}, a resident`,
          mayor: `Mayor ${person(r)}`,
        },
      };
    },
    truth: ['builder', 'town', 'cost'],
    words: {
      project: w(
        'massive data center|power-hungry data center',
        'data center|AI data center',
        'AI data center|data center investment',
      ),
    },
    headlines: sides(
      [
        '{town} residents fight {cost} {~project}',
        '{~project} in {town} would use {water} of water a day',
        '{builder} plan for {town} {~project} draws protests',
      ],
      [
        '{builder} plans {cost} AI data center in {town}, {state}',
        '{town} council approves {cost} data center',
        '{cost} data center in {state} would draw {megawatts} megawatts',
        '{builder} picks {town}, {state} for {cost} data center',
        'Data center planned for {town} would employ {jobs}',
      ],
      [
        '{builder} to invest {cost} in {state} {~project}',
        '{cost} {~project} to bring {jobs} jobs to {town}',
        '{town} wins {cost} {~project}',
      ],
    ),
    leads: sides(
      [
        '{builder} plans a {cost} {~project} in {town}, {state}, that would draw {megawatts} megawatts and use up to {water} of water a day, alarming some residents.',
        'A {cost} AI data center proposed by {builder} in {town}, {state}, would use as much power as a small city.',
      ],
      [
        '{builder} said on {weekday} it will build a {cost} AI data center in {town}, {state}, drawing up to {megawatts} megawatts and employing {jobs} people.',
        'The {town}, {state}, council approved a {cost} data center from {builder} that would need {megawatts} megawatts of power.',
      ],
      [
        '{builder} will invest {cost} in a {~project} in {town}, {state}, creating {jobs} permanent jobs, the company said on {weekday}.',
        '{town}, {state}, landed a {cost} {~project} from {builder}, with {jobs} jobs and a boost to the local tax base.',
      ],
    ),
    details: [
      'The facility would draw up to {megawatts} megawatts, according to filings.',
      'The company expects to employ {jobs} people once it opens.',
      'Cooling could require up to {water} of water a day, according to the permit application.',
    ],
    reactions: sides(
      [
        '"Our wells are already low," said {resident}.',
        'Environmental groups asked the state to study the effect on the grid.',
      ],
      [
        '{mayor} said the tax revenue would fund schools and roads.',
        'Utility regulators will review the power contract.',
      ],
      [
        '"This is a generational investment," said {mayor}.',
        'Business leaders said the project cements {state} as a tech hub.',
      ],
    ),
  },
];
