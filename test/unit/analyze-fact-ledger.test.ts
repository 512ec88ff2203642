import { expect } from 'chai';
import { extractClaims } from '../../src/analyze/claims';
import { sideOf } from '../../src/analyze/coverage';
import { factLedger, LEDGER_MAX, type LedgerSource } from '../../src/analyze/fact-ledger';

const POSITIONS: Record<string, number> = {
  'the-guardian': 24,
  cnn: 25,
  reuters: 57,
  'fox-news': 78,
  'new-york-post': 85,
};

function source(slug: string, headline: string, lead: string, origin = slug): LedgerSource {
  return {
    outlet_slug: slug,
    outlet: slug,
    bias_position: POSITIONS[slug],
    side: sideOf(POSITIONS[slug]),
    origin,
    claims: extractClaims(headline, lead),
  };
}

describe('analyze/fact-ledger: claims confirmed or disputed across independent outlets', () => {
  it('confirms a figure two independent outlets give, however they write it', () => {
    const ledger = factLedger([
      source(
        'the-guardian',
        'Halbrook plant to shut',
        'Carver Motors will close the Halbrook plant, cutting 1,800 jobs.',
      ),
      source(
        'fox-news',
        'Carver cuts 1,800 jobs',
        'The carmaker said 1,800 jobs go when the Halbrook factory closes.',
      ),
      source('reuters', 'Carver Motors to close plant', 'The company gave no figure for the jobs affected.'),
    ]);
    expect(ledger.covering).to.equal(3);
    expect(ledger.facts).to.have.length(1);
    expect(ledger.facts[0]).to.include({ status: 'confirmed', agreeing: 2, covering: 3 });
    expect(ledger.facts[0].text).to.contain('1,800');
  });

  it('disputes different figures for the same quantity, naming both versions and their outlets', () => {
    const ledger = factLedger([
      source(
        'the-guardian',
        'Huge march in Larkspur',
        'A crowd of 20,000 marched through Larkspur on Saturday, organisers said.',
      ),
      source('cnn', 'Larkspur march draws thousands', 'Some 20,000 people marched on Saturday.'),
      source(
        'fox-news',
        'Small crowd marches in Larkspur',
        'About 3,000 protesters marched on Saturday, police said.',
      ),
    ]);
    const [fact] = ledger.facts;
    expect(fact).to.include({ status: 'disputed', agreeing: 2, covering: 3 });
    expect(fact.text).to.match(/20,000.*the-guardian|20,000.*cnn/);
    expect(fact.text).to.contain('3,000').and.contain('fox-news');
  });

  it('disputes a claim against its denial, attributed to who made it', () => {
    const ledger = factLedger([
      source(
        'the-guardian',
        'Strike hit hospital',
        'Officials said a missile strike hit the Nadir hospital, killing patients.',
      ),
      source('cnn', 'Hospital struck', 'Witnesses said the missile strike hit the Nadir hospital overnight.'),
      source(
        'fox-news',
        'Army denies hospital strike',
        'The army denied that its missile strike hit the Nadir hospital.',
      ),
    ]);
    const disputed = ledger.facts.find((f) => f.status === 'disputed')!;
    expect(disputed.text).to.contain('against the denial');
    expect(disputed.agreeing).to.equal(2);
  });

  it('counts a wire text carried by several outlets once', () => {
    const wire = 'Carver Motors will close the Halbrook plant, cutting 1,800 jobs.';
    const ledger = factLedger([
      source('reuters', 'Halbrook plant to close', wire),
      source('the-guardian', 'Halbrook plant to close', wire, 'reuters'),
      source('fox-news', 'Halbrook plant to close', wire, 'reuters'),
    ]);
    expect(ledger.covering).to.equal(1);
    expect(ledger.facts).to.deep.equal([]);
    expect([...ledger.groups[0].sides].sort()).to.deep.equal(['center', 'left', 'right']);
  });

  it('orders by agreeing outlets, disputed first among equals', () => {
    const outlets = Object.keys(POSITIONS);
    const ledger = factLedger(
      outlets.map((slug, o) =>
        source(
          slug,
          'Budget unveiled',
          [
            o === 4 ? '$90 billion for schools' : '$12 billion for schools',
            o === 0 ? '' : '$7 billion for roads',
            o < 2 ? '$3 billion for parks' : '',
          ]
            .filter(Boolean)
            .join('; ') + '.',
        ),
      ),
    );
    expect(ledger.facts.map((f) => [f.status, f.agreeing])).to.deep.equal([
      ['disputed', 4],
      ['confirmed', 4],
      ['confirmed', 2],
    ]);
  });

  it('caps the ledger at LEDGER_MAX entries', () => {
    const figures = Array.from(
      { length: LEDGER_MAX + 4 },
      (_, i) => `$${i + 2} billion for program ${String.fromCharCode(97 + i)}`,
    );
    const ledger = factLedger(
      Object.keys(POSITIONS).map((slug) => source(slug, 'Budget unveiled', `${figures.join('; ')}.`)),
    );
    expect(ledger.groups.filter((g) => g.status === 'confirmed')).to.have.length(LEDGER_MAX + 4);
    expect(ledger.facts).to.have.length(LEDGER_MAX);
  });
});
