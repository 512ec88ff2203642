import { expect } from 'chai';
import {
  presentEvent,
  presentEventListItem,
  presentFact,
  presentGapEntry,
} from '../../src/api/presenters/event';
import type { EventRecord } from '../../src/services/event-record';
import { GAP_PROVISIONAL_HOURS } from '../../src/spec';
import { EVENT_LIST_ITEM_FIELDS } from '../support/event-list-fields';

describe('event presenters', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const record: EventRecord = {
    id: 7,
    title: 'T',
    summary: 'S',
    category: 'war',
    divergence_score: 64,
    article_count: 3,
    first_seen_at: '2026-11-25T09:00:00Z',
    reported_at: '2026-11-25T09:00:00Z',
    updated_at: '2026-11-25T11:00:00.000Z',
    facts: [{ status: 'confirmed', text: 'x', source_attribution: 'y', agreeing: 4, covering: 6 }],
    sources: [],
    divergence: { framing: 0.4 },
  };

  it('gives a list item exactly the spec fields, time_ago from reported_at, timestamps in ISO 8601', () => {
    const item = presentEventListItem(record, [], now);
    expect(Object.keys(item)).to.deep.equal(EVENT_LIST_ITEM_FIELDS);
    expect(item.time_ago).to.equal('3 hours ago');
    expect(item.reported_at).to.equal('2026-11-25T09:00:00.000Z');
  });

  it('adds embedded arrays only when asked', () => {
    expect(Object.keys(presentEventListItem(record, ['facts'], now))).to.deep.equal([
      ...EVENT_LIST_ITEM_FIELDS,
      'facts',
    ]);
    expect(Object.keys(presentEventListItem(record, ['sources', 'facts'], now))).to.deep.equal([
      ...EVENT_LIST_ITEM_FIELDS,
      'sources',
      'facts',
    ]);
  });

  it('renders a fact count as agreeing/covering', () => {
    expect(presentFact(record.facts![0])).to.deep.equal({
      status: 'confirmed',
      text: 'x',
      source_attribution: 'y',
      count: '4/6',
    });
  });

  it('shows a single event with sources, facts and the stored divergence analysis, which is left out when absent', () => {
    expect(Object.keys(presentEvent(record, now))).to.deep.equal([
      ...EVENT_LIST_ITEM_FIELDS,
      'sources',
      'facts',
      'divergence',
    ]);
    const unscored = { ...record, divergence: undefined, divergence_score: undefined, facts: undefined };
    const shown = presentEvent(unscored, now);
    expect(shown).not.to.have.property('divergence');
    expect(shown.divergence_score).to.equal(0);
    expect(shown.facts).to.deep.equal([]);
  });

  it('gives a gap entry exactly the fields of SPEC §2 Gap entry, and says whether the gap is still provisional', () => {
    const gap = { covered_by: 'left', ignored_by: 'right', covered_count: 4, ignored_count: 0 } as const;
    const entry = presentGapEntry({ ...record, gap }, now);
    expect(Object.keys(entry)).to.deep.equal([
      'id',
      'title',
      'category',
      'divergence_score',
      'article_count',
      'time_ago',
      'updated_at',
      'gap',
    ]);
    const youngAt = Date.parse(record.first_seen_at) + (GAP_PROVISIONAL_HOURS - 1) * 3_600_000;
    const oldAt = Date.parse(record.first_seen_at) + (GAP_PROVISIONAL_HOURS + 1) * 3_600_000;
    expect(presentGapEntry({ ...record, gap }, youngAt).gap).to.deep.equal({ ...gap, provisional: true });
    expect(presentGapEntry({ ...record, gap }, oldAt).gap).to.deep.equal({ ...gap, provisional: false });
  });
});
