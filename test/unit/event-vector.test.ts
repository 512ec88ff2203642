// An event's meaning vector: the unit-length mean of its members' vectors, members without one left out.
import { expect } from 'chai';
import { eventMeaningVector } from '../../src/encoder/event-vector';

describe('eventMeaningVector', () => {
  it('is the re-normalised mean of the members that have a vector, rounded to 5 decimals', () => {
    const vector = eventMeaningVector([
      { meaning_vector: [1, 0, 0] },
      { meaning_vector: [0, 1, 0] },
      { meaning_vector: undefined },
      { meaning_vector: [] },
    ]);
    expect(vector).to.deep.equal([0.70711, 0.70711, 0]);
  });

  it('is null when no member has a vector', () => {
    expect(eventMeaningVector([{}, { meaning_vector: null }])).to.equal(null);
  });
});
