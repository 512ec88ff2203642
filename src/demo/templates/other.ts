// Other event templates: wildfires, storms, derailments, launches, recalls and climate reports.
// Storm names, towns, companies and officials are invented.
import { count, decimal, roundish } from '../format';
import { firstName, organisation, person, placeName, privateCompany, state, town } from '../names';
import { sides, w, type EventTemplate } from '../template';

const CHEMICALS = ['vinyl chloride', 'ethanol', 'chlorine', 'sulfuric acid', 'propane', 'fertilizer'];
/** Recalled products with the hazards that fit them. */
const RECALLS: readonly (readonly [string, readonly string[]])[] = [
  ['space heaters', ['fire risk', 'overheating']],
  ['baby loungers', ['a suffocation risk', 'a fall hazard']],
  ['pressure cookers', ['a burn hazard', 'lids that can open under pressure']],
  ['e-bike batteries', ['fire risk', 'overheating']],
  ['dehumidifiers', ['fire risk', 'overheating']],
  ['car seats', ['faulty buckles', 'a fall hazard']],
  ['power banks', ['fire risk', 'overheating', 'a burn hazard']],
  ['toy magnets', ['a choking hazard', 'an ingestion hazard']],
  ['bunk beds', ['a fall hazard', 'an entrapment hazard']],
];

export const OTHER: readonly EventTemplate[] = [
  {
    key: 'other.wildfire',
    kind: 'alike',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          fire: `${placeName(r)} Fire`,
          town: town(r),
          state: r.pick([
            'California',
            'Oregon',
            'Washington',
            'Colorado',
            'Arizona',
            'New Mexico',
            'Idaho',
            'Montana',
            'Texas',
            'Utah',
          ]),
          acres: count(roundish(r.int(2, 180) * 1000)),
          evacuated: count(roundish(r.int(500, 60000))),
          contained: `${r.int(0, 45)}%`,
          homes: String(r.int(0, 400)),
          chief: `fire chief ${person(r)}`,
          resident: `${person(r)}, who evacuated with her family`,
        },
      };
    },
    truth: ['fire', 'town', 'acres'],
    words: {
      blaze: w('wildfire|fire', 'wildfire|fire', 'wildfire|blaze'),
      why: w(
        'fueled by record heat|in a hotter, drier climate',
        'driven by wind|as winds pick up',
        'as forest management lags|fed by overgrown brush',
      ),
    },
    headlines: sides(
      [
        '{fire} burns {acres} acres near {town}, {~why}',
        '{evacuated} flee {fire} in {state}',
        '{state} {~blaze} forces {evacuated} from homes',
      ],
      [
        '{fire} grows to {acres} acres near {town}, {state}',
        '{evacuated} evacuated as {fire} spreads; {contained} contained',
        'Wildfire near {town} destroys {homes} homes',
        '{fire} {contained} contained after burning {acres} acres',
        'Evacuation orders cover {evacuated} as {fire} burns in {state}',
      ],
      [
        '{fire} scorches {acres} acres in {state}',
        '{~blaze} near {town} forces {evacuated} out {~why}',
        '{fire} {contained} contained after burning {acres} acres',
      ],
    ),
    leads: sides(
      [
        'The {fire} has burned {acres} acres near {town}, {state}, {~why}, forcing {evacuated} people to evacuate; it was {contained} contained on {weekday}.',
        'About {evacuated} residents have fled the {fire}, which has grown to {acres} acres near {town}, {state}.',
      ],
      [
        'The {fire} near {town}, {state}, grew to {acres} acres by {weekday} and was {contained} contained, with {evacuated} people under evacuation orders.',
        'Firefighters were battling the {fire} near {town}, {state}, which has burned {acres} acres and destroyed {homes} homes.',
      ],
      [
        'The {fire} has scorched {acres} acres near {town}, {state}, {~why}, and {evacuated} people have been ordered out.',
        'Crews have the {fire} near {town}, {state}, {contained} contained after it burned {acres} acres.',
      ],
    ),
    details: [
      '{homes} homes have been destroyed, according to {chief}.',
      'The fire was {contained} contained as of {weekday} evening.',
      'The cause of the fire is under investigation.',
    ],
    reactions: sides(
      [
        '"We had ten minutes to get out," said {resident}.',
        'Scientists say fire seasons in {state} are growing longer.',
      ],
      ['{chief} said cooler weather could help crews this week.', 'Shelters have opened in nearby towns.'],
      [
        '{chief} said dense brush made the fire hard to fight.',
        'Local officials called for more thinning of public forests.',
      ],
    ),
  },
  {
    key: 'other.storm',
    kind: 'alike',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      const hurricane = r.chance(0.65);
      return {
        slots: {
          storm: `${hurricane ? 'Hurricane' : 'Tropical Storm'} ${firstName(r)}`,
          town: town(r),
          state: r.pick([
            'Florida',
            'Louisiana',
            'Texas',
            'North Carolina',
            'South Carolina',
            'Georgia',
            'Alabama',
            'Mississippi',
          ]),
          wind: String(hurricane ? r.int(75, 150) : r.int(40, 70)),
          outages: count(roundish(r.int(20, 1500) * 1000)),
          rain: String(r.int(4, 24)),
          deaths: String(r.int(2, 12)),
          governor: `Gov. ${person(r)}`,
        },
      };
    },
    truth: ['storm', 'town', 'outages'],
    words: {
      hit: w('slams|batters|pounds', 'hits|strikes', 'slams|batters|hits'),
      struck: w('slammed|battered|pounded', 'hit|struck', 'slammed|battered|hit'),
    },
    headlines: sides(
      [
        '{storm} {~hit} {state}, leaving {outages} without power',
        '{storm} brings {rain} inches of rain to {state} coast',
        '{outages} in the dark as {storm} {~hit} {town}',
      ],
      [
        '{storm} makes landfall near {town}, {state}',
        '{storm}: {outages} without power in {state}',
        '{storm} hits {state} with {wind} mph winds',
        '{storm} brings {rain} inches of rain to {state}',
        'Power out for {outages} after {storm} landfall',
      ],
      [
        '{storm} {~hit} {state} coast with {wind} mph winds',
        '{storm} knocks out power to {outages}',
        '{governor} declares emergency as {storm} {~hit} {town}',
      ],
    ),
    leads: sides(
      [
        '{storm} {~struck} the {state} coast near {town} on {weekday} with winds of {wind} mph, knocking out power to {outages} customers.',
        'More than {outages} customers lost power as {storm} made landfall near {town}, {state}, dumping up to {rain} inches of rain.',
      ],
      [
        '{storm} made landfall near {town}, {state}, on {weekday} with sustained winds of {wind} mph, and {outages} customers lost power.',
        '{storm} came ashore near {town}, {state}, bringing up to {rain} inches of rain; utilities reported {outages} outages.',
      ],
      [
        '{storm} {~struck} {town}, {state}, with {wind} mph winds on {weekday}, leaving {outages} customers without power.',
        '{governor} declared a state of emergency as {storm} came ashore near {town} with {wind} mph winds.',
      ],
    ),
    details: [
      'Up to {rain} inches of rain fell in some areas, according to the National Weather Service.',
      'Officials confirmed {deaths} storm-related deaths.',
      'Utilities said restoring power could take several days.',
    ],
    reactions: sides(
      [
        'Climate scientists said warmer oceans are making storms wetter.',
        'Aid groups set up shelters for families displaced by flooding.',
      ],
      [
        '{governor} urged residents to stay off flooded roads.',
        'Federal emergency teams were positioned in the state before landfall.',
      ],
      [
        '{governor} praised first responders and utility crews.',
        'Local officials asked for fast federal disaster aid.',
      ],
    ),
  },
  {
    key: 'other.derailment',
    kind: 'alike',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          railroad: `${privateCompany(r).split(' ')[0]} Railway`,
          town: town(r),
          state: state(r),
          cars: String(r.int(8, 60)),
          chemical: r.pick(CHEMICALS),
          evacuated: count(roundish(r.int(80, 6000))),
          radius: decimal(r.pick([0.5, 1, 1.5, 2])),
          investigator: `NTSB investigator ${person(r)}`,
          resident: `${person(r)}, who lives nearby`,
        },
      };
    },
    truth: ['railroad', 'town', 'cars'],
    words: {
      wreck: w('derailment|toxic derailment', 'derailment|train derailment', 'derailment|train wreck'),
    },
    headlines: sides(
      [
        'Toxic fears in {town} after {cars}-car {~wreck}',
        '{railroad} train carrying {chemical} derails in {state}',
        '{evacuated} evacuated after {~wreck} in {town}',
      ],
      [
        'Freight train derails in {town}, {state}; {evacuated} evacuated',
        '{cars} cars derail in {state}, some carrying {chemical}',
        '{railroad} derailment prompts evacuations in {town}',
        '{railroad} train derails in {town}, {state}',
        'Evacuations ordered after {cars}-car derailment in {state}',
      ],
      [
        '{railroad} {~wreck} forces {evacuated} from homes in {state}',
        '{cars}-car {~wreck} in {town}, {state}',
        '{town} derailment: what we know',
      ],
    ),
    leads: sides(
      [
        '{cars} cars of a {railroad} freight train derailed in {town}, {state}, on {weekday}, some carrying {chemical}, forcing {evacuated} people from their homes.',
        'A {railroad} train carrying {chemical} derailed in {town}, {state}, and residents within {radius} miles were evacuated.',
      ],
      [
        'A {railroad} freight train derailed in {town}, {state}, on {weekday}, with {cars} cars leaving the tracks; about {evacuated} people were evacuated as a precaution.',
        '{cars} cars of a {railroad} train derailed in {town}, {state}, including several carrying {chemical}, officials said.',
      ],
      [
        'A {railroad} freight train derailed in {town}, {state}, on {weekday}, and about {evacuated} people within {radius} miles were told to leave.',
        '{cars} cars of a {railroad} train went off the tracks in {town}, {state}.',
      ],
    ),
    details: [
      'Residents within {radius} miles were told to leave, according to local officials.',
      'No injuries were reported.',
      "{investigator} said the team would examine the track and the train's data recorder.",
    ],
    reactions: sides(
      [
        '"Nobody will tell us if the water is safe," said {resident}.',
        'Rail safety advocates renewed calls for tougher rules on hazardous cargo.',
      ],
      [
        '{investigator} said a preliminary report is expected within 30 days.',
        '{railroad} said it was cooperating with investigators.',
      ],
      [
        '{railroad} said air monitoring showed no danger to the public.',
        'Local officials praised the quick response of volunteer firefighters.',
      ],
    ),
  },
  {
    key: 'other.space-launch',
    kind: 'alike',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          company: `${placeName(r)} Aerospace`,
          rocket: `${r.pick(['Falconer', 'Starling', 'Kestrel', 'Condor', 'Heron'])} ${r.int(1, 9)}`,
          mission: `${placeName(r)}-${r.int(1, 12)}`,
          satellites: String(r.int(4, 60)),
          site: r.pick(['Cape Canaveral', 'Vandenberg', 'Wallops Island', 'Kodiak']),
          ceo: `chief executive ${person(r)}`,
          cost: `$${r.int(20, 140)} million`,
        },
      };
    },
    truth: ['company', 'rocket', 'mission'],
    headlines: sides(
      [
        '{company} launches {rocket} with {satellites} satellites',
        '{company} {mission} reaches orbit',
        'Private rocket {rocket} flies from {site}',
      ],
      [
        '{company} {rocket} rocket launches {mission} mission',
        '{company} puts {satellites} satellites in orbit from {site}',
        '{rocket} lifts off from {site} with {satellites} satellites',
        '{company} launches {mission} from {site}',
        '{mission} mission reaches orbit on {company} rocket',
      ],
      [
        'American company {company} launches {rocket} from {site}',
        '{company} {mission} mission a success',
        '{company} sends {satellites} satellites to orbit',
      ],
    ),
    leads: sides(
      [
        '{company} launched its {rocket} rocket from {site} on {weekday}, carrying {satellites} satellites on the {mission} mission.',
        'The {mission} mission lifted off from {site} aboard a {company} {rocket}, deploying {satellites} satellites.',
      ],
      [
        '{company} launched the {mission} mission aboard a {rocket} rocket from {site} on {weekday}, placing {satellites} satellites in orbit.',
        'A {company} {rocket} rocket lifted off from {site} carrying {satellites} satellites for the {mission} mission.',
      ],
      [
        '{company} launched {satellites} satellites on its {rocket} rocket from {site} on {weekday}, the company said.',
        'The {rocket} rocket from {company} carried the {mission} mission to orbit from {site}.',
      ],
    ),
    details: [
      'Each launch costs about {cost}, according to {ceo}.',
      'The first stage landed on a barge offshore.',
      'The satellites will provide broadband and weather data.',
    ],
    reactions: sides(
      [
        'Astronomers have raised concerns about growing numbers of satellites.',
        '{expert} said the launch shows how crowded low orbit is becoming.',
      ],
      [
        '{ceo} said the company plans {satellites} more launches this year.',
        '{expert} said launch costs keep falling.',
      ],
      [
        '{ceo} said the launch shows private companies can beat government timelines.',
        'Supporters said the launch keeps U.S. industry ahead in space.',
      ],
    ),
  },
  {
    key: 'other.product-recall',
    kind: 'alike',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      const [product, hazards] = r.pick(RECALLS);
      return {
        slots: {
          maker: privateCompany(r),
          product,
          units: count(roundish(r.int(20, 3000) * 1000)),
          hazard: r.pick(hazards),
          injuries: String(r.int(0, 80)),
          price: `$${r.int(20, 300)}`,
          agency: 'the Consumer Product Safety Commission',
        },
      };
    },
    truth: ['maker', 'product', 'units'],
    words: {
      recall: w('recalls|pulls', 'recalls|recalls', 'recalls|pulls'),
    },
    headlines: sides(
      [
        '{maker} {~recall} {units} {product} after {injuries} injuries',
        '{units} {product} recalled over {hazard}',
        'Recall: {maker} {product} pose {hazard}',
      ],
      [
        '{maker} recalls {units} {product} over {hazard}',
        '{units} {maker} {product} recalled',
        'CPSC: {maker} {product} recalled for {hazard}',
        '{product} from {maker} recalled over {hazard}',
        'Recall covers {units} {product}, CPSC says',
      ],
      [
        '{maker} {~recall} {units} {product}',
        '{product} recall: {units} units over {hazard}',
        'Check your home: {maker} {product} recalled',
      ],
    ),
    leads: sides(
      [
        '{maker} is recalling {units} {product} because of {hazard}, after {injuries} reported injuries, {agency} said on {weekday}.',
        'About {units} {product} made by {maker} are being recalled over {hazard}.',
      ],
      [
        '{maker} recalled about {units} {product} on {weekday} because of {hazard}, according to {agency}; {injuries} injuries have been reported.',
        '{agency} announced a recall of {units} {maker} {product} over {hazard}.',
      ],
      [
        '{maker} is pulling {units} {product} from stores over {hazard}, {agency} said.',
        'About {units} {maker} {product}, sold for about {price}, were recalled over {hazard}.',
      ],
    ),
    details: [
      'The products sold for about {price} at major retailers, according to {agency}.',
      '{injuries} injuries have been reported, {agency} said.',
      'Owners can contact {maker} for a full refund.',
    ],
    reactions: sides(
      ['Consumer advocates said the recall came too late.', '{expert} called for mandatory safety testing.'],
      [
        '{maker} said it was working with regulators.',
        'Consumers should stop using the products immediately, {agency} said.',
      ],
      [
        '{maker} said it acted voluntarily and quickly.',
        'Owners can get a refund by contacting the company.',
      ],
    ),
  },
  {
    key: 'other.climate-report',
    kind: 'emphasis',
    category: 'other',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          org: `the ${organisation(r)}`,
          warming: `${decimal(r.float(1.1, 1.6), 2)} degrees Celsius`,
          ice: `${r.int(3, 18)}%`,
          cost: `$${r.int(90, 420)} billion`,
          disasters: String(r.int(14, 40)),
          author: `lead author ${person(r)}`,
          critic: `${person(r)} of the ${organisation(r)}`,
        },
      };
    },
    truth: ['org', 'warming', 'disasters'],
    words: {
      warn: w('warns|sounds alarm', 'says|finds', 'claims|says'),
    },
    headlines: sides(
      [
        'Report {~warn}: warming hits {warming}',
        '{disasters} billion-dollar disasters last year, report {~warn}',
        'Climate report {~warn} of {cost} in damage',
      ],
      [
        'Report: global temperatures {warming} above pre-industrial levels',
        'U.S. had {disasters} billion-dollar disasters, report finds',
        'Climate report tallies {cost} in disaster costs',
        '{org} report: warming reached {warming}',
        'Disaster costs hit {cost}, climate report says',
      ],
      [
        'New climate report {~warn} {warming} of warming',
        'Report {~warn} {disasters} disasters cost {cost}',
        'What the latest climate report leaves out',
      ],
    ),
    leads: sides(
      [
        'Global temperatures reached {warming} above pre-industrial levels last year, and the U.S. suffered {disasters} billion-dollar disasters costing {cost}, a report from {org} {~warn}.',
        'A report from {org} found {disasters} billion-dollar disasters struck the U.S. last year as warming hit {warming}.',
      ],
      [
        'The world was {warming} warmer than pre-industrial levels last year, and the U.S. had {disasters} billion-dollar disasters costing {cost}, according to a report from {org}.',
        'A report by {org} said global warming reached {warming} last year and Arctic sea ice shrank {ice}.',
      ],
      [
        'A new report from {org} says the planet is {warming} warmer than pre-industrial times and puts U.S. disaster costs at {cost}.',
        '{org} reported {disasters} billion-dollar disasters last year, a figure some economists say reflects rising property values.',
      ],
    ),
    details: [
      'Arctic sea ice extent fell {ice} below the long-term average, the report says.',
      'Disaster costs totaled {cost}, according to {author}.',
      'The report compiles data from dozens of research agencies.',
    ],
    reactions: sides(
      [
        '"The window to act is closing," said {author}.',
        'Environmental groups called for faster cuts in emissions.',
      ],
      [
        '{author} said the data are consistent with long-term trends.',
        '{expert} said disaster costs also reflect more building in risky areas.',
      ],
      [
        '{critic} said the report ignores the cost of climate policies.',
        'Skeptics said the disaster tally is inflated by higher property values.',
      ],
    ),
  },
];
