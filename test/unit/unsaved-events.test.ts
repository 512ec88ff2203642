import { expect } from 'chai';
import { foundEvent, joinEvent } from '../../src/cluster/event-state';
import { articleFeatures } from '../../src/cluster/features';
import type { ClusterChanges } from '../../src/cluster/store';
import { UnsavedEvents } from '../../src/cluster/es/unsaved-events';

const at = Date.parse('2026-11-10T12:00:00Z');
const first = articleFeatures({
  id: 1,
  title: 'Port strike halts shipping',
  body: '',
  published_at: at,
  outlet: 'reuters',
});
const second = articleFeatures({
  id: 2,
  title: 'Dockers walk out at port',
  body: '',
  published_at: at,
  outlet: 'cnn',
});

const changes = (
  events: ClusterChanges['events'],
  merges: ClusterChanges['merges'] = [],
): ClusterChanges => ({
  events,
  merges,
  assignments: [],
  articles: [],
});

/** A write that completes when the test opens it. */
function gate(): { write: () => Promise<void>; open: () => void } {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { write: () => done, open };
}

describe('UnsavedEvents', () => {
  // Membership lookups overlay the assignments and merges of saves still running: an event keeps only a sample of
  // its members, so its state cannot say where every article went.
  it('answers where an unsaved cycle put an article and where a merged-away event ended, until saved', async () => {
    const unsaved = new UnsavedEvents();
    const write = gate();
    const later = gate();
    const saving = unsaved.save(
      {
        ...changes([foundEvent(first)], [{ from: 9, into: 8 }]),
        assignments: [{ articleId: 1, eventId: 1 }],
      },
      write.write,
    );
    const next = unsaved.save(
      { ...changes([], [{ from: 8, into: 7 }]), assignments: [{ articleId: 1, eventId: 7 }] },
      later.write,
    );
    expect(unsaved.eventOf(1)).to.equal(7);
    expect(unsaved.eventOf(2)).to.equal(undefined);
    expect(unsaved.survivor(9)).to.equal(7);
    expect(unsaved.survivor(7)).to.equal(undefined);
    write.open();
    await saving;
    // The first save's entries go; the later cycle's, still unsaved, stay.
    expect(unsaved.eventOf(1)).to.equal(7);
    expect(unsaved.survivor(9)).to.equal(undefined);
    expect(unsaved.survivor(8)).to.equal(7);
    later.open();
    await next;
    expect(unsaved.eventOf(1)).to.equal(undefined);
    expect(unsaved.survivor(8)).to.equal(undefined);
  });

  it("holds a cycle's states and merged-away ids until its save settles", async () => {
    const unsaved = new UnsavedEvents();
    const event = foundEvent(first);
    const write = gate();
    const saving = unsaved.save(changes([event], [{ from: 9, into: event.id }]), write.write);
    expect(unsaved.get(event.id)).to.equal(event);
    expect(unsaved.get(9)).to.equal(null);
    expect(unsaved.get(3)).to.equal(undefined);
    write.open();
    await saving;
    expect(unsaved.size).to.equal(0);
  });

  it('runs saves in the order asked, even after a failure, and releases the failed one', async () => {
    const unsaved = new UnsavedEvents();
    const order: string[] = [];
    const failing = unsaved.save(changes([foundEvent(first)]), async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('first');
      throw new Error('bulk failed');
    });
    const next = unsaved.save(changes([foundEvent(second)]), async () => {
      order.push('second');
    });
    const failure = failing.catch((err: unknown) => err);
    await next;
    expect(order).to.deep.equal(['first', 'second']);
    expect(await failure).to.be.instanceOf(Error);
    expect(unsaved.size).to.equal(0);
  });

  it('keeps a newer state a later cycle holds when the earlier save of that event completes', async () => {
    const unsaved = new UnsavedEvents();
    const event = foundEvent(first);
    const grown = joinEvent(event, second);
    const [earlierWrite, laterWrite] = [gate(), gate()];
    const earlier = unsaved.save(changes([event]), earlierWrite.write);
    const later = unsaved.save(changes([grown]), laterWrite.write);
    earlierWrite.open();
    await earlier;
    expect(unsaved.get(event.id)).to.equal(grown);
    laterWrite.open();
    await later;
    expect(unsaved.size).to.equal(0);
  });
});
