import { expect } from 'chai';
import { TOPICS, TOPIC_GROUPS, CATEGORIES } from '../../src/spec';

describe('spec constants', () => {
  it('has exactly the 47 topics of SPEC §2, none repeated', () => {
    expect(TOPICS).to.have.length(47);
    expect(new Set(TOPICS).size).to.equal(47);
    expect(Object.keys(TOPIC_GROUPS)).to.have.length(12);
  });

  it('has the six event categories', () => {
    expect(CATEGORIES).to.deep.equal(['war', 'economy', 'politics', 'ai', 'health', 'other']);
  });
});
