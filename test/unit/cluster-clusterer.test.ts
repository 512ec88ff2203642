// The online clusterer end to end over the in-memory store, with invented articles: the same story told
// from left and right joins; same-topic stories a week apart and same-day stories that share names but
// not the happening stay apart; events merge and articles move; runs are deterministic and idempotent.
import { expect } from 'chai';
import { Clusterer } from '../../src/cluster/clusterer';
import { DEFAULT_MODEL, type DecisionModel } from '../../src/cluster/decide';
import { MAX_SPAN_HOURS } from '../../src/cluster/event-state';
import { articleFeatures } from '../../src/cluster/features';
import { type ArticleFeatures } from '../../src/documents/article-features';
import { MemoryClusterStore } from '../../src/cluster/store';
import type { ClusterChanges } from '../../src/cluster/store';

const HOUR = 3_600_000;
const T0 = Date.parse('2025-03-04T09:00:00Z');

interface Text {
  title: string;
  body: string;
}

const FLOOD_LEFT: Text = {
  title: 'Senate passes $40 billion flood relief package for Gulf Coast towns',
  body: "The Senate voted 68-31 on Thursday to approve a $40 billion emergency package for Gulf Coast communities hit by last month's floods. Senator Maria Delgado, who wrote the bill, said the money would rebuild levees in Port Arthur and Lake Charles. The measure now goes to the House.",
};
const FLOOD_RIGHT: Text = {
  title: "Upper chamber OKs Delgado's $40B Gulf flood aid after bipartisan vote",
  body: "Lawmakers backed Maria Delgado's Gulf Coast flood aid measure 68-31 on Thursday, sending $40 billion toward levee repairs in Port Arthur and Lake Charles. Conservatives complained the spending lacked offsets, but eleven Republicans joined Democrats. House leaders plan a vote next week.",
};
const FLOOD_CENTER: Text = {
  title: 'Gulf Coast flood aid clears Senate, heads to House',
  body: 'A $40 billion relief bill for flood-damaged Gulf Coast towns cleared the Senate on Thursday. Sponsor Maria Delgado said levee work in Lake Charles and Port Arthur could begin this summer if the House acts quickly.',
};
const FLOOD_LATER: Text = {
  title: 'Delgado flood bill: what the $40 billion Gulf package pays for',
  body: "Maria Delgado's $40 billion Gulf Coast flood package, passed by the Senate on Thursday, sets aside most of the money for levees around Port Arthur and Lake Charles and for buyouts of flooded homes.",
};
const STORM_1: Text = {
  title: 'Forecasters expect busy hurricane season for the Gulf Coast',
  body: 'The National Hurricane Center predicts 17 to 21 named storms this year, with warm water in the Gulf of Mexico raising the risk of rapid intensification, director Kofi Mensah said.',
};
const STORM_2: Text = {
  title: 'Hurricane Center forecasts 17 to 21 named storms, warns of rapid intensification',
  body: 'National Hurricane Center director Kofi Mensah said record warm water in the Gulf of Mexico could drive 17 to 21 named storms and several rapidly intensifying hurricanes this season.',
};
const STORM_3: Text = {
  title: 'Mensah: unusually warm Gulf raises odds of rapidly strengthening hurricanes',
  body: 'An above-normal hurricane season with 17 to 21 named storms is likely, Kofi Mensah of the National Hurricane Center said, pointing to warm water in the Gulf of Mexico.',
};
const CLAIMS_WEEK1: Text = {
  title: 'Weekly jobless claims fall to 212,000 as hiring stays strong',
  body: 'The number of Americans filing new applications for unemployment benefits fell by 9,000 to 212,000 last week, the Labor Department said on Thursday. Economists had expected 220,000 claims. Continuing claims dropped to 1.86 million.',
};
const CLAIMS_WEEK2: Text = {
  title: 'Weekly jobless claims rise to 229,000, highest in two months',
  body: 'New applications for unemployment benefits rose by 17,000 to 229,000 last week, the Labor Department said on Thursday. Economists had expected 215,000 claims. Continuing claims climbed to 1.91 million.',
};
const CONFIRMATION_VOTE: Text = {
  title: 'Senate confirms Dana Whitfield as labor secretary in 54-45 vote',
  body: 'The Senate on Wednesday confirmed Dana Whitfield to lead the Labor Department, 54-45, after Majority Leader Tom Barrow scheduled a rare evening vote. Whitfield, a former union negotiator from Ohio, pledged to update overtime rules.',
};
const AMENDMENT_VOTE: Text = {
  title: 'Senate rejects amendment to add border patrol funding to spending bill',
  body: 'An amendment that would have added $2 billion for border patrol hiring to the spending bill failed in the Senate on Wednesday, 47-52. Majority Leader Tom Barrow said the chamber would finish the bill by Friday.',
};
const ORTIZ_MEALS: Text = {
  title: 'Governor Lena Ortiz signs law expanding free school meals',
  body: "Governor Lena Ortiz of New Mexico signed a law on Tuesday giving free breakfast and lunch to every public school student in the state, a program expected to cost $90 million a year. Teachers' unions praised the measure, while some lawmakers questioned its long-term funding.",
};
const ORTIZ_CRASH: Text = {
  title: "Ortiz's motorcade in minor crash on Santa Fe highway; no injuries",
  body: 'A state police vehicle escorting New Mexico Governor Lena Ortiz collided with a pickup truck on Interstate 25 near Santa Fe on Tuesday afternoon. Nobody was hurt, a spokesman for the governor said, and the driver of the truck was cited for an unsafe lane change.',
};

function article(id: number, text: Text, hours: number, outlet = `outlet-${id}`): ArticleFeatures {
  return articleFeatures({ id, outlet, published_at: T0 + hours * HOUR, ...text });
}

/** A cycle in which nothing joins or merges: every article founds an event of its own, for later cycles to mend. */
function foundAlone(store: MemoryClusterStore, articles: ArticleFeatures[]): Promise<ClusterChanges> {
  return new Clusterer(store, store, { model: { ...DEFAULT_MODEL, join: 1, merge: 1 } }).cycle(articles);
}

/** Runs cycles on a fresh store and returns the store with the clusterer's outputs. */
async function run(cycles: ArticleFeatures[][], model?: DecisionModel) {
  const store = new MemoryClusterStore();
  const clusterer = new Clusterer(store, store, { model });
  const changes: ClusterChanges[] = [];
  for (const batch of cycles) changes.push(await clusterer.cycle(batch));
  const eventOf = await store.eventsOfArticles(cycles.flat().map((a) => a.id));
  return { store, changes, eventOf };
}

describe('cluster: online clusterer', () => {
  it('joins the same story told by left, centre and right with different wording', async () => {
    const { eventOf, store } = await run([
      [article(101, FLOOD_LEFT, 0, 'left-daily')],
      [article(102, FLOOD_RIGHT, 3, 'right-wire')],
      [article(103, FLOOD_CENTER, 5, 'centre-post')],
    ]);
    expect([eventOf.get(101), eventOf.get(102), eventOf.get(103)]).to.deep.equal([101, 101, 101]);
    const [event] = store.events();
    expect(event.id).to.equal(101);
    expect(event.members.map((m) => m.outlet)).to.deep.equal(['left-daily', 'right-wire', 'centre-post']);
  });

  it('keeps two stories on the same topic a week apart in separate events', async () => {
    const { eventOf } = await run([[article(201, CLAIMS_WEEK1, 0)], [article(202, CLAIMS_WEEK2, 7 * 24)]]);
    expect(eventOf.get(201)).to.equal(201);
    expect(eventOf.get(202)).to.equal(202);
  });

  it('keeps same-day stories that share names but not the happening apart', async () => {
    const { eventOf } = await run([
      [article(301, CONFIRMATION_VOTE, 0)],
      [article(302, AMENDMENT_VOTE, 2)],
      [article(303, ORTIZ_MEALS, 1)],
      [article(304, ORTIZ_CRASH, 4)],
    ]);
    expect(new Set([301, 302, 303, 304].map((id) => eventOf.get(id))).size).to.equal(4);
  });

  it('merges events that turn out to be one happening, keeping the older id', async () => {
    // A model that never joins makes each article found its own event; maintenance then merges them.
    const splitter: DecisionModel = { ...DEFAULT_MODEL, join: 1, merge: 0.9 };
    const { store, changes, eventOf } = await run(
      [[article(402, FLOOD_RIGHT, 3)], [article(401, FLOOD_LEFT, 0), article(403, FLOOD_CENTER, 5)]],
      splitter,
    );
    // 402 was published later but clustered first; 401 is the older event and keeps its id.
    expect(changes[1].merges).to.deep.include({ from: 402, into: 401 });
    expect(new Set([401, 402, 403].map((id) => eventOf.get(id)))).to.deep.equal(new Set([401]));
    expect(store.resolve(402)?.id).to.equal(401);
    expect(store.events().map((e) => e.id)).to.deep.equal([401]);
  });

  it('takes a second look at a lone article once an event it missed grows', async () => {
    const store = new MemoryClusterStore();
    // A first cycle that never joins: the right-leaning report misses the left one and founds alone, as a
    // loosely worded second report of a happening can.
    await foundAlone(store, [
      article(451, FLOOD_LEFT, 0),
      article(452, FLOOD_RIGHT, 3),
      article(453, STORM_1, 3),
    ]);
    // No pair of events reaches a merge threshold of 1: only the second look can bring 452 back.
    const clusterer = new Clusterer(store, store, { model: { ...DEFAULT_MODEL, merge: 1 } });
    const changes = await clusterer.cycle([article(454, FLOOD_CENTER, 5)]);
    const eventOf = await store.eventsOfArticles([451, 452, 453, 454]);
    expect([eventOf.get(451), eventOf.get(452), eventOf.get(454)]).to.deep.equal([451, 451, 451]);
    expect(changes.merges).to.deep.equal([{ from: 452, into: 451 }]);
    // The lone storm forecast is nobody's partner and stays alone.
    expect(eventOf.get(453)).to.equal(453);
  });

  it('takes no second look when merges are off', async () => {
    const store = new MemoryClusterStore();
    await foundAlone(store, [article(461, FLOOD_LEFT, 0), article(462, FLOOD_RIGHT, 3)]);
    const changes = await new Clusterer(store, store, { merge: false }).cycle([
      article(463, FLOOD_CENTER, 5),
    ]);
    expect(changes.merges).to.deep.equal([]);
    const eventOf = await store.eventsOfArticles([461, 462]);
    expect(eventOf.get(461)).to.not.equal(eventOf.get(462));
  });

  it('moves an article that fits another event better once its own event is updated', async () => {
    const store = new MemoryClusterStore();
    // A careless first cycle (join anything) puts a storm forecast into the flood event.
    const careless = new Clusterer(store, store, { model: { ...DEFAULT_MODEL, join: 0 }, merge: false });
    await careless.cycle([
      article(501, FLOOD_LEFT, 0),
      article(502, FLOOD_RIGHT, 1),
      article(503, FLOOD_CENTER, 2),
      article(504, STORM_1, 3),
    ]);
    expect((await store.eventsOfArticles([504])).get(504)).to.equal(501);
    const clusterer = new Clusterer(store, store);
    await clusterer.cycle([article(505, STORM_2, 4), article(506, STORM_3, 5)]);
    const changes = await clusterer.cycle([article(507, FLOOD_LATER, 6)]);
    const eventOf = await store.eventsOfArticles([501, 504, 505, 506, 507]);
    expect(eventOf.get(504)).to.equal(eventOf.get(505)).and.not.equal(501);
    expect(eventOf.get(507)).to.equal(501);
    expect(changes.assignments).to.deep.include({ articleId: 504, eventId: eventOf.get(505) });
  });

  // docs/decisions.md: an event spans at most 7 days. The candidate window kept an event from taking an article
  // published more than 168 hours after its first one, but not one published before it, nor a merge partner.
  it('never stretches an event past seven days with a back-dated article', async () => {
    const { store } = await run([
      [article(801, FLOOD_LEFT, 0)],
      [article(802, FLOOD_LEFT, 80)],
      [article(803, FLOOD_LEFT, 160)],
      [article(804, FLOOD_LEFT, -20)],
    ]);
    for (const event of store.events())
      expect(event.lastAt - event.firstAt).to.be.at.most(MAX_SPAN_HOURS * HOUR);
  });

  it('never merges events into one spanning more than seven days', async () => {
    const store = new MemoryClusterStore();
    await foundAlone(store, [article(811, FLOOD_LEFT, 10), article(812, FLOOD_LEFT, 190)]);
    // Founds alone (a model that never joins), then looks for merge partners on both sides.
    await new Clusterer(store, store, { model: { ...DEFAULT_MODEL, join: 1 } }).cycle([
      article(813, FLOOD_LEFT, 100),
    ]);
    for (const event of store.events())
      expect(event.lastAt - event.firstAt).to.be.at.most(MAX_SPAN_HOURS * HOUR);
  });

  it('gives the same events for the same input in the same order', async () => {
    const input = () => [
      [article(601, FLOOD_LEFT, 0), article(602, CLAIMS_WEEK1, 0.5)],
      [article(603, FLOOD_RIGHT, 3), article(604, STORM_1, 3)],
      [article(605, STORM_2, 4), article(606, FLOOD_CENTER, 5)],
    ];
    const first = await run(input());
    const second = await run(input());
    expect(JSON.stringify(second.changes)).to.equal(JSON.stringify(first.changes));
    expect(JSON.stringify(second.store.events())).to.equal(JSON.stringify(first.store.events()));
  });

  it('ignores articles it has clustered before (re-ingest)', async () => {
    const store = new MemoryClusterStore();
    const clusterer = new Clusterer(store, store);
    await clusterer.cycle([article(701, FLOOD_LEFT, 0), article(702, FLOOD_RIGHT, 1)]);
    const before = JSON.stringify(store.events());
    const again = await clusterer.cycle([article(702, FLOOD_RIGHT, 1), article(701, FLOOD_LEFT, 0)]);
    expect(again).to.deep.equal({ events: [], merges: [], assignments: [], articles: [] });
    expect(JSON.stringify(store.events())).to.equal(before);
  });

  it('continues after a restart exactly as an uninterrupted run would', async () => {
    const cycles = [
      [article(801, FLOOD_LEFT, 0), article(802, STORM_1, 0.2)],
      [article(803, FLOOD_RIGHT, 3)],
      [article(804, STORM_2, 4), article(805, FLOOD_CENTER, 5)],
    ];
    const uninterrupted = await run(cycles);
    const store = new MemoryClusterStore();
    await new Clusterer(store, store).cycle(cycles[0]);
    for (const batch of cycles.slice(1)) await new Clusterer(store, store).cycle(batch);
    expect(JSON.stringify(store.events())).to.equal(JSON.stringify(uninterrupted.store.events()));
  });
});
