// War and conflict event templates. Every country, city, armed group and official is invented, so
// the demo never puts words in the mouths of real governments.
import { count, money, roundish, thousands } from '../format';
import { country, person, placeName } from '../names';
import { sides, w, type EventTemplate } from '../template';

const WEAPONS = ['missile', 'drone', 'artillery', 'rocket', 'air'];
const GROUPS = ['Front', 'Brigades', 'Movement', 'Army', 'Guard'];
const MEDIATORS = [
  'Qatar',
  'Norway',
  'Switzerland',
  'Egypt',
  'Turkey',
  'Oman',
  'the African Union',
  'the United Nations',
];
const AID_ITEMS = [
  'air defense systems',
  'artillery shells',
  'armored vehicles',
  'drones',
  'ammunition',
  'radar systems',
];
const SHIP_NAMES = [
  'Northern Star',
  'Aurora Bay',
  'Cape Meridian',
  'Silver Tide',
  'Blue Falcon',
  'Golden Harvest',
  'Iron Gull',
];
const CARGO = ['crude oil', 'grain', 'liquefied natural gas', 'containers', 'fertilizer', 'diesel'];

export const WAR: readonly EventTemplate[] = [
  {
    key: 'war.strike',
    kind: 'framing',
    category: 'war',
    market: false,
    topics: [],
    build(r) {
      const low = r.int(4, 60);
      return {
        slots: {
          attacker: country(r),
          target: country(r),
          city: placeName(r),
          weapon: r.pick(WEAPONS),
          killed: String(Math.round(low * r.float(2, 4.5))),
          killed_low: String(low),
          wounded: String(r.int(20, 300)),
          spokesperson: `military spokesperson ${person(r)}`,
          aid_worker: `${person(r)}, a local aid worker`,
        },
      };
    },
    truth: ['attacker', 'target', 'city', 'killed'],
    dispute: { slot: 'killed', alt: 'killed_low', altSide: 'right' },
    words: {
      strike: w(
        'bombardment|airstrikes|strikes',
        'strikes|attack',
        'strikes on militant targets|targeted strikes|strikes',
      ),
      hit: w('pounds|bombards', 'strikes|hits', 'hits|targets'),
      hit_past: w('pounded|bombarded', 'struck|hit', 'hit|targeted'),
      dead: w(
        'civilians|people, many of them children|civilians',
        'people|people',
        'people|people, including fighters,',
      ),
      src: w('according to the health ministry', 'according to local officials', 'according to the military'),
    },
    headlines: sides(
      [
        '{attacker} {~hit} {city}, killing {killed} {~dead}',
        '{killed} dead as {attacker} {~strike} hit {city}',
        'Hospitals overwhelmed after {attacker} {~strike} on {city}',
      ],
      [
        '{attacker} {weapon} strikes kill {killed} in {target} city of {city}',
        'At least {killed} killed in {weapon} strikes on {city}, {target}',
        '{target} says {killed} killed as {attacker} strikes {city}',
        '{attacker} strikes on {city} leave {killed} dead',
        '{killed} killed, {wounded} wounded in {city} strikes',
      ],
      [
        '{attacker} launches {~strike} in {city}',
        '{attacker} {~hit} {city} after attacks from {target}',
        '{attacker} military says {~strike} in {city} hit weapons depots',
      ],
    ),
    leads: sides(
      [
        '{attacker} {weapon} strikes killed {killed} {~dead} and wounded {wounded} in the {target} city of {city} on {weekday}, {~src}.',
        'At least {killed} people died when {attacker} forces {~hit_past} {city}, in {target}, {~src}.',
      ],
      [
        '{attacker} carried out {weapon} strikes on the {target} city of {city} on {weekday}, killing {killed} people and wounding {wounded}, {~src}.',
        'Strikes by {attacker} on {city}, {target}, killed {killed} people, {~src}, as fighting between the two countries intensified.',
      ],
      [
        '{attacker} forces carried out {~strike} in the {target} city of {city} on {weekday}; {killed} people were killed, {~src}.',
        '{attacker} said its {weapon} strikes on {city}, {target}, hit weapons depots used by militants; {killed} people were killed.',
      ],
    ),
    details: [
      '{wounded} people were wounded, according to local hospitals.',
      'The strikes came hours after {target} said it had intercepted drones over its border region.',
      'Footage verified by reporters showed several collapsed buildings in central {city}.',
    ],
    reactions: sides(
      [
        '"There is nowhere safe left in {city}," said {aid_worker}.',
        'Rights groups called for an independent investigation into the strikes.',
      ],
      [
        'The United Nations called on both sides to protect civilians.',
        '{spokesperson} said the strikes targeted military infrastructure.',
      ],
      [
        '{spokesperson} said the operation degraded militant weapons stockpiles.',
        '{attacker} said it warned residents before the strikes.',
      ],
    ),
  },
  {
    key: 'war.ceasefire',
    kind: 'emphasis',
    category: 'war',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          a: country(r),
          b: country(r),
          mediator: r.pick(MEDIATORS),
          days: String(r.pick([3, 5, 7, 10, 14, 30, 60])),
          prisoners: String(r.int(12, 400)),
          envoy: `envoy ${person(r)}`,
          region: `the ${placeName(r)} region`,
        },
      };
    },
    truth: ['a', 'b', 'mediator', 'days'],
    words: {
      deal: w('ceasefire|truce', 'ceasefire|truce', 'truce|temporary ceasefire'),
      fragile: w('hard-won|long-awaited', 'fragile|temporary', 'fragile|shaky'),
    },
    headlines: sides(
      [
        '{a} and {b} agree {days}-day {~deal}, swap {prisoners} prisoners',
        '{~fragile} {~deal} brings relief to {region}',
        '{mediator} brokers {~deal} between {a} and {b}',
      ],
      [
        '{a}, {b} agree to {days}-day ceasefire brokered by {mediator}',
        '{a} and {b} to exchange {prisoners} prisoners under truce',
        'Ceasefire between {a} and {b} takes effect in {region}',
        '{mediator}-brokered truce between {a} and {b} begins',
        '{days}-day ceasefire starts between {a} and {b}',
      ],
      [
        '{~fragile} {days}-day {~deal} between {a} and {b} begins',
        '{a}-{b} {~deal}: {prisoners} prisoners to be freed',
        'Will it hold? {a}, {b} sign {~fragile} {~deal}',
      ],
    ),
    leads: sides(
      [
        '{a} and {b} agreed to a {days}-day {~deal} in talks brokered by {mediator}, including the release of {prisoners} prisoners, bringing a pause to fighting in {region}.',
        'A {~fragile} {days}-day {~deal} between {a} and {b}, mediated by {mediator}, took effect on {weekday}.',
      ],
      [
        '{a} and {b} agreed to a {days}-day ceasefire brokered by {mediator} that includes an exchange of {prisoners} prisoners, officials said on {weekday}.',
        'A {mediator}-brokered ceasefire between {a} and {b} took effect in {region}, with {prisoners} prisoners to be exchanged in the first days.',
      ],
      [
        '{a} and {b} signed a {~fragile} {days}-day {~deal} brokered by {mediator} on {weekday}; {prisoners} prisoners are to be freed.',
        'A {days}-day {~deal} between {a} and {b} began in {region}, though both sides accused each other of violations within hours.',
      ],
    ),
    details: [
      'The first exchange of prisoners is scheduled within {three|four|five} days, according to {mediator}.',
      'Monitors will be deployed along the front line in {region}, the agreement says.',
      'Talks on a longer-term deal are expected to resume next month, said {envoy}.',
    ],
    reactions: sides(
      [
        'Aid agencies said the pause would let convoys reach families cut off for weeks.',
        'Residents of {region} said they hoped the truce would become permanent.',
      ],
      [
        '{envoy} said the agreement was "a first step, not a final settlement."',
        '{expert} said previous truces in {region} collapsed within days.',
      ],
      [
        'Skeptics noted that both sides used earlier truces to rearm.',
        '{expert} said the deal leaves the core disputes unresolved.',
      ],
    ),
  },
  {
    key: 'war.aid-package',
    kind: 'framing',
    category: 'war',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          ally: country(r),
          rival: country(r),
          amount: money(r.int(3, 95) * 100),
          items: r.pick(AID_ITEMS),
          items2: r.pick(AID_ITEMS),
          total: money(r.int(8, 90) * 1000),
          senator: `Sen. ${person(r)}`,
          ambassador: `${person(r)}, the ambassador of the ally in Washington`,
        },
      };
    },
    truth: ['ally', 'amount', 'items'],
    words: {
      aid: w('lifeline|vital lifeline', 'military aid|aid package', 'blank check|aid package|handout'),
      send: w('sends|rushes', 'approves|announces', 'sends|ships'),
    },
    headlines: sides(
      [
        'U.S. {~send} {amount} {~aid} to {ally} as {rival} shells its cities',
        '{ally} defenders get the {items} they begged for as {rival} advances',
        'New {amount} in {items} could help {ally} hold the line against {rival}',
      ],
      [
        'U.S. announces {amount} military aid package for {ally}',
        'Pentagon to send {amount} in {items} to {ally}',
        'U.S. approves {amount} in {items} for {ally}',
        'New U.S. aid for {ally} totals {amount}',
        'U.S. aid package for {ally} includes {items} and {items2}',
      ],
      [
        'Another {amount} {~aid} for {ally}, with no audit and no end in sight',
        'Taxpayers on the hook: U.S. {~send} {amount} more to {ally}',
        '{amount} more for {ally} while Americans struggle: aid total hits {total}',
      ],
    ),
    leads: sides(
      [
        'Soldiers in {ally}, outgunned by {rival} forces shelling their towns, will receive {amount} in {items} and {items2} from the United States, a {~aid} their commanders say could decide whether the front holds.',
        "Civilians in {ally} have endured weeks of {rival} bombardment; on {weekday} Washington answered their government's pleas with {amount} in {items} to defend homes, schools and power plants.",
      ],
      [
        'The Pentagon announced a {amount} military aid package for {ally} on {weekday}, including {items} and {items2}.',
        'The United States approved {amount} in {items} and other equipment for {ally}, bringing total aid to about {total}.',
      ],
      [
        'American taxpayers will foot the bill for another {amount} in weapons for {ally}, pushing the total past {total} while lawmakers complain that no one has audited where the money goes.',
        'As families at home struggle with prices, the administration found {amount} more for {ally} on {weekday}, a {~aid} that critics say comes with no plan to end the war.',
      ],
    ),
    details: [
      'The package includes {items} and {items2}, according to a Pentagon fact sheet.',
      'Total U.S. assistance to {ally} now stands at about {total}.',
      'Deliveries are expected to begin within weeks.',
    ],
    reactions: sides(
      [
        '{ambassador}, said the aid "will save lives."',
        'Supporters in Congress said the aid keeps {rival} in check.',
      ],
      [
        '{expert} said the package was smaller than {ally} had requested.',
        '{senator} said Congress would review the package next week.',
      ],
      [
        '"Where is the accountability for this money?" asked {senator}.',
        'Critics said the money would be better spent securing the U.S. border.',
      ],
    ),
  },
  {
    key: 'war.refugees',
    kind: 'framing',
    category: 'war',
    market: false,
    topics: [],
    build(r) {
      const n = roundish(r.int(8, 240) * 1000);
      return {
        slots: {
          origin: country(r),
          host: country(r),
          region: `the ${placeName(r)} region`,
          fled: thousands(n),
          fled_low: count(roundish(n * r.float(0.35, 0.6))),
          appeal: money(r.int(40, 900)),
          agency_head: `${person(r)}, the regional director of the UN refugee agency`,
          camp: `${placeName(r)} camp`,
        },
      };
    },
    truth: ['origin', 'host', 'fled'],
    dispute: { slot: 'fled', alt: 'fled_low', altSide: 'right' },
    words: {
      flee: w('flee|escape', 'flee|cross', 'cross|pour'),
      people: w('refugees|families', 'refugees|people', 'migrants|refugees'),
    },
    headlines: sides(
      [
        '{fled} {~people} {~flee} fighting in {origin}',
        'Humanitarian crisis deepens as {fled} {~flee} {origin}',
        'UN appeals for {appeal} as {~people} {~flee} into {host}',
      ],
      [
        '{fled} flee {origin} fighting into {host}, UN says',
        'UN seeks {appeal} as refugees from {origin} reach {host}',
        'Refugee flows from {origin} into {host} top {fled}',
        '{fled} cross into {host} from {origin}, UN agency says',
        'UN appeals for {appeal} for people fleeing {origin}',
      ],
      [
        '{fled} {~people} {~flee} into {host} from {origin}',
        '{host} strains under {fled} arrivals from {origin}',
        'UN wants {appeal} for {origin} {~people}',
      ],
    ),
    leads: sides(
      [
        'About {fled} {~people} have fled fighting in {region} of {origin} into neighboring {host}, and the UN is appealing for {appeal} to help them.',
        '{fled} people, most of them women and children, have escaped {origin} into {host} in recent weeks, the UN refugee agency said.',
      ],
      [
        'Some {fled} people have fled fighting in {region} of {origin} into {host}, the UN refugee agency said on {weekday}, appealing for {appeal}.',
        'The UN refugee agency said {fled} people had crossed from {origin} into {host} and asked donors for {appeal}.',
      ],
      [
        '{host} says {fled} {~people} have crossed from {origin}, straining border towns, as the UN asks for {appeal}.',
        'About {fled} people have crossed into {host} from {origin}, according to {host} border officials.',
      ],
    ),
    details: [
      'Many arrivals are staying at the {camp}, which is over capacity.',
      'The UN appeal of {appeal} covers shelter, food and medical care for six months.',
      'Fighting in {region} escalated early this month.',
    ],
    reactions: sides(
      [
        '"These families have lost everything," said {agency_head}.',
        'Aid groups urged wealthy nations to fund the appeal in full.',
      ],
      [
        '{agency_head}, said arrivals had doubled in a week.',
        '{expert} said the numbers could rise if fighting spreads.',
      ],
      [
        'Officials in {host} said they cannot absorb more arrivals without help.',
        'Local leaders in {host} called for tighter border checks.',
      ],
    ),
  },
  {
    key: 'war.shipping-attack',
    kind: 'alike',
    category: 'war',
    market: false,
    topics: ['oil'],
    build(r) {
      return {
        slots: {
          group: `${placeName(r)} ${r.pick(GROUPS)}`,
          ship: r.pick(SHIP_NAMES),
          strait: `the Strait of ${placeName(r)}`,
          cargo: r.pick(CARGO),
          crew: String(r.int(14, 32)),
          navy_official: `Rear Adm. ${person(r)}`,
          brent: String(r.int(1, 4)),
        },
      };
    },
    truth: ['group', 'ship', 'strait'],
    words: {
      attack: w('attack|strike', 'attack|strike', 'terror attack|attack'),
      group: w('armed group|rebels', 'armed group|militants', 'terrorists|militants|rebels'),
    },
    headlines: sides(
      [
        'Tanker {ship} hit in {strait}; {crew} crew evacuated',
        '{group} claims {~attack} on ship in {strait}',
        'Shipping {~attack} in {strait} raises fears for crews',
      ],
      [
        'Drone attack damages tanker {ship} in {strait}',
        '{group} claims attack on vessel carrying {cargo}',
        'Oil up {brent}% after tanker attacked in {strait}',
        'Tanker {ship} struck in {strait}, crew evacuated',
        '{group} says it attacked ship in {strait}',
      ],
      [
        '{group} {~group} hit tanker in {strait}',
        '{~attack} on {ship} in {strait}: Navy vows response',
        '{~group} target tanker {ship}, oil jumps {brent}%',
      ],
    ),
    leads: sides(
      [
        'The tanker {ship}, carrying {cargo}, was struck by a drone in {strait} on {weekday}, and its {crew} crew members were evacuated; the {group} claimed responsibility.',
        'A drone {~attack} by the {group} damaged the {ship} in {strait}, forcing the evacuation of {crew} sailors.',
      ],
      [
        'A drone struck the tanker {ship}, which was carrying {cargo}, in {strait} on {weekday}, and the {group} claimed the attack; all {crew} crew members were evacuated.',
        'The {group} said it attacked the {ship} in {strait}, a key shipping lane, and oil prices rose {brent}%.',
      ],
      [
        '{group} {~group} struck the tanker {ship} in {strait} on {weekday}, the latest {~attack} on commercial shipping; {crew} crew were evacuated.',
        'The {group} claimed a drone {~attack} on the {ship} in {strait}, sending oil prices up {brent}%.',
      ],
    ),
    details: [
      'All {crew} crew members were reported safe, according to the ship operator.',
      'Brent crude rose about {brent}% after reports of the attack.',
      '{navy_official} said warships in the area responded within the hour.',
    ],
    reactions: sides(
      [
        'Seafarers unions called for better protection for crews.',
        '{expert} warned that retaliation could widen the conflict.',
      ],
      [
        '{navy_official} said the ship remained afloat and under tow.',
        'Insurers said war-risk premiums for the route are likely to rise.',
      ],
      [
        '{navy_official} said the attackers "will be held accountable."',
        "Hawks in Congress called for strikes on the group's launch sites.",
      ],
    ),
  },
  {
    key: 'war.troop-deployment',
    kind: 'emphasis',
    category: 'war',
    market: false,
    topics: [],
    build(r) {
      return {
        slots: {
          host: country(r),
          rival: country(r),
          troops: thousands(r.pick([500, 800, 1200, 1500, 2000, 2500, 3000, 4000, 5000])),
          base: `${placeName(r)} Air Base`,
          secretary: `Defense Secretary ${person(r)}`,
          lawmaker: `Rep. ${person(r)}`,
          months: String(r.int(3, 12)),
        },
      };
    },
    truth: ['host', 'troops', 'base'],
    words: {
      deploy: w('sends|deploys', 'deploys|sends', 'deploys|surges'),
      move: w(
        'escalation|risky deployment',
        'deployment|troop deployment',
        'show of strength|deterrence move',
      ),
    },
    headlines: sides(
      [
        'Pentagon {~deploy} {troops} troops to {host} in {~move}',
        '{troops} U.S. troops headed to {host} amid tensions with {rival}',
        'Lawmakers question {~move} to {host}',
      ],
      [
        'U.S. to deploy {troops} troops to {host}',
        'Pentagon sends {troops} troops to {base} in {host}',
        '{troops} U.S. troops to deploy to {host} for {months} months',
        '{secretary} orders {troops} troops to {host}',
        'U.S. sends troops to {base} amid {rival} tensions',
      ],
      [
        'U.S. {~deploy} {troops} troops to {host} in {~move} against {rival}',
        'Pentagon {~deploy} forces to {host} as {rival} threat grows',
        '{troops} troops to {host}: a {~move}',
      ],
    ),
    leads: sides(
      [
        'The Pentagon will send {troops} troops to {base} in {host}, a {~move} that some lawmakers warned could draw the U.S. into conflict with {rival}.',
        '{secretary} ordered {troops} troops to {host} for {months} months, amid rising tension with {rival}.',
      ],
      [
        'The Pentagon said on {weekday} it will deploy {troops} troops to {base} in {host} for about {months} months, citing tensions with {rival}.',
        '{secretary} announced the deployment of {troops} U.S. troops to {host}, to be based at {base}.',
      ],
      [
        '{secretary} ordered {troops} troops to {base} in {host} on {weekday}, a {~move} aimed at deterring {rival}.',
        'The U.S. is surging {troops} troops to {host} for {months} months to counter {rival}, the Pentagon said.',
      ],
    ),
    details: [
      'The troops will be based at {base}, according to the Pentagon.',
      'The deployment is expected to last about {months} months.',
      '{host} requested the deployment last month, officials said.',
    ],
    reactions: sides(
      [
        '"Congress has not authorized this," said {lawmaker}.',
        'Peace groups said diplomacy should come first.',
      ],
      [
        '{expert} said the move was a signal to {rival} more than a combat deployment.',
        '{rival} called the deployment provocative.',
      ],
      [
        '"Strength deters aggression," {secretary} said.',
        'Supporters said the deployment reassures allies in the region.',
      ],
    ),
  },
];
