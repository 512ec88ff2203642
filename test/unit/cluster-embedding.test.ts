// Dense meaning vectors from the committed stem embeddings: two wordings of one happening are closer than
// two different happenings, names and rare words have no vector, and the table loads whole.
import { expect } from 'chai';
import { DIMENSIONS, meaningVectors, semanticCosine } from '../../src/cluster/embedding';
import { compiled, type TermVector } from '../../src/cluster/vector';
import { articleFeatures } from '../../src/cluster/features';

const meaningOf = (terms: TermVector) => meaningVectors(compiled(terms), []).all;
const meaning = (title: string, body: string) =>
  meaningOf(articleFeatures({ id: 1, outlet: 'x', published_at: 0, title, body }).terms);

describe('cluster: embedding', () => {
  it('puts two wordings of one happening closer than another happening', () => {
    const claims = meaning('Jobless claims fall', 'Fewer people filed for unemployment benefits last week.');
    const filings = meaning('Unemployment filings drop', 'Applications for jobless aid declined.');
    const storm = meaning('Hurricane nears coast', 'Residents evacuated as the storm strengthened offshore.');
    expect(semanticCosine(claims, filings)).to.be.greaterThan(semanticCosine(claims, storm) + 0.3);
  });

  it('gives unit vectors, and a zero vector when no stem is known', () => {
    const v = meaning('Senate passes budget', 'The Senate passed the budget.');
    expect(v).to.have.length(DIMENSIONS);
    expect(semanticCosine(v, v)).to.be.closeTo(1, 1e-5);
    const unknown = meaningOf({ zxqvorth: 1, brakkelund: 0.5 });
    expect(semanticCosine(unknown, unknown)).to.equal(0);
  });
});
