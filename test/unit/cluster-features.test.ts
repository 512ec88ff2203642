// Article features for clustering, on invented text: terms with the title boosted, name-like tokens under
// sentence, title and all-caps casing, canonical figures, and a plain-JSON result.
import { expect } from 'chai';
import { articleFeatures } from '../../src/cluster/features';
import { analyse } from '../../src/enrich/text';

const base = { id: 1, outlet: 'example', published_at: '2025-05-06T12:00:00Z' };

describe('cluster: article features', () => {
  const f = articleFeatures({
    ...base,
    title: 'Harbor council approves $4.5 million seawall for Brookport',
    body: 'The Brookport harbor council voted on Tuesday to spend $4.5 million on a seawall, Mayor Ines Varga said. About 1,200 residents had signed a petition and 35% of boat owners objected. Work starts in 2026. The constructor of the old wall went bankrupt on June 3.',
  });

  it('weights title words above words that only the lead uses', () => {
    expect(f.terms.seawal).to.be.greaterThan(f.terms.petit);
    expect(Object.keys(f.title).sort()).to.include.members(['approv', 'council', 'harbor', 'seawal']);
    const norm = Math.hypot(...Object.values(f.terms));
    expect(norm).to.be.closeTo(1, 1e-9);
  });

  it('keeps function words, weekdays and figures out of the terms, and copes with "constructor"', () => {
    expect(f.terms).to.not.have.any.keys('the', 'on', 'tuesday', '1,200');
    expect(f.terms.constructor).to.be.a('number');
  });

  it('finds names inside sentences and skips capitalised sentence openers', () => {
    expect(f.entities).to.include.members(['brookport', 'varga', 'ine']);
    expect(f.entities).to.not.include.members(['the', 'about', 'work', 'tuesday', 'june']);
  });

  it('reads a name before an ellipsis as the name, and no lone initial as a name', () => {
    const cut = articleFeatures({
      ...base,
      title: 'Port authority weighs new fees',
      body: 'Officials said the plan would cost Brookport... and that J. Varga of the Tessel Group would review it.',
    });
    expect(cut.entities).to.include.members(['brookport', 'varga', 'tessel']);
    expect(cut.entities.some((e) => e.includes('..'))).to.equal(false);
    expect(cut.entities).to.not.include('j');
  });

  it('splits names from words an em dash joins them to', () => {
    const dashed = articleFeatures({
      ...base,
      title: 'Port authority weighs new fees',
      body: 'The board asked Tessel—which runs the ferries—to pay more, and Varga—the harbor master—agreed.',
    });
    expect(dashed.entities).to.include.members(['tessel', 'varga']);
    expect(dashed.entities.some((e) => /[\u2014\u2015]/u.test(e))).to.equal(false);
  });

  it('does not take title-case or all-caps headline words as names unless the lead does', () => {
    const titleCase = articleFeatures({
      ...base,
      title: 'Flooded Farmers Ask State For Drought Relief, FEMA Says',
      body: 'Farmers in Kessler County asked the state for help after the river rose.',
    });
    expect(titleCase.entities).to.include.members(['fema', 'kessler', 'counti']);
    expect(titleCase.entities).to.not.include.members(['flood', 'farmer', 'drought', 'relief']);
    const allCaps = articleFeatures({
      ...base,
      title: 'KESSLER COUNTY FARMERS DEMAND DROUGHT RELIEF',
      body: 'Farmers in Kessler County asked the state for help.',
    });
    expect(allCaps.entities).to.include('kessler');
    expect(allCaps.entities).to.not.include.members(['farmer', 'drought', 'demand']);
  });

  it('canonicalises figures, drops years, dates and small counts, and adds the weekdays named', () => {
    expect(f.numbers).to.deep.equal(['$4500000', '1200', '35%', 'tuesday']);
    const g = articleFeatures({
      ...base,
      title: 'Fund raises $1.2 billion',
      body: 'It sought $1,200 million and 3 partners.',
    });
    expect(g.numbers).to.deep.equal(['$1200000000']);
  });

  it('keeps a vote tally whole, larger side first, but not a range of dates', () => {
    const g = articleFeatures({
      ...base,
      title: 'Senate confirms Whitfield 54-45',
      body: 'Senators voted 45–54 on Wednesday after hearings on Jan. 6-7 and Wednesdays of debate.',
    });
    expect(g.numbers).to.deep.equal(['54-45', 'wednesday']);
  });

  it('takes offices written before a name for who someone is, not for a name', () => {
    const g = articleFeatures({
      ...base,
      title: 'New Mexico budget signed',
      body: 'Governor Lena Ortiz and Senator Ray Dunn spoke after the vote in Santa Fe.',
    });
    expect(g.entities).to.include.members(['lena', 'ortiz', 'dunn', 'santa']);
    expect(g.entities).to.not.include.members(['governor', 'senat', 'senator']);
  });

  it('is plain JSON and deterministic', () => {
    const again = articleFeatures({
      ...base,
      title: 'Harbor council approves $4.5 million seawall for Brookport',
      body: 'The Brookport harbor council voted on Tuesday to spend $4.5 million on a seawall, Mayor Ines Varga said. About 1,200 residents had signed a petition and 35% of boat owners objected. Work starts in 2026. The constructor of the old wall went bankrupt on June 3.',
    });
    expect(JSON.parse(JSON.stringify(f))).to.deep.equal(again);
    expect(f.at).to.equal(Date.parse('2025-05-06T12:00:00Z'));
  });

  it('gives the same features from the analysis enrichment already made of "title. lead"', () => {
    const input = {
      ...base,
      title: 'Harbor council approves $4.5 million seawall for Brookport',
      body: 'The Brookport harbor council voted on Tuesday to spend $4.5 million on a seawall, Mayor Ines Varga said.',
    };
    expect(articleFeatures(input, analyse(`${input.title}. ${input.body}`))).to.deep.equal(
      articleFeatures(input),
    );
  });

  it('rejects an unreadable publication time', () => {
    expect(() => articleFeatures({ ...base, published_at: 'yesterday', title: 'x', body: 'y' })).to.throw(
      /published_at/,
    );
  });
});
