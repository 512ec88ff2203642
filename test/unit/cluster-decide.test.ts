// The choice among candidates: candidate-relative inputs (lead over the runner-up, crowding) and what the
// committed model does with them; and the model file check.
import { expect } from 'chai';
import {
  checkModel,
  choiceProbabilities,
  contextVectors,
  DEFAULT_MODEL,
  incompatible,
  type DecisionModel,
} from '../../src/cluster/decide';
import { articleProfile } from '../../src/cluster/profile';
import { candidateSimilarities } from '../../src/cluster/similarity';
import { foundEvent } from '../../src/cluster/event-state';
import { articleFeatures } from '../../src/cluster/features';

const logit = (p: number): number => Math.log(p / (1 - p));

describe('cluster decide: candidate context', () => {
  it('gives the best candidate its lead over the runner-up and the others their gap to the best', () => {
    const [a, b, c] = contextVectors([logit(0.8), logit(0.5), logit(0.1)]);
    expect(a[0]).to.be.closeTo(logit(0.8), 1e-9);
    expect(a[1]).to.be.closeTo(0.3, 1e-9);
    expect(b[1]).to.be.closeTo(-0.3, 1e-9);
    expect(c[1]).to.be.closeTo(-0.7, 1e-9);
  });

  it('measures a lone candidate against nothing', () => {
    const [only] = contextVectors([logit(0.4)]);
    expect(only[1]).to.be.closeTo(0.4, 1e-9);
    expect(only[2]).to.equal(0);
  });

  it('counts the other candidates above the floor as the crowd', () => {
    const [a, b, c] = contextVectors([logit(0.9), logit(0.6), logit(0.05)]);
    expect(a[2]).to.be.closeTo(Math.log(2), 1e-9);
    expect(b[2]).to.be.closeTo(Math.log(2), 1e-9);
    expect(c[2]).to.be.closeTo(Math.log(3), 1e-9);
    expect(contextVectors([])).to.deep.equal([]);
  });

  it('joins a moderate match more readily alone than beside a close rival or in a crowd', () => {
    const moderate = logit(0.45);
    const [alone] = choiceProbabilities([moderate]);
    const [besideRival] = choiceProbabilities([moderate, logit(0.4)]);
    const [inCrowd] = choiceProbabilities([moderate, logit(0.25), logit(0.25), logit(0.25)]);
    expect(alone).to.be.greaterThan(0.5);
    expect(besideRival).to.be.lessThan(alone);
    expect(inCrowd).to.be.lessThan(alone);
  });

  it('keeps a clear match clear in a crowd', () => {
    const [clear] = choiceProbabilities([logit(0.97), logit(0.3), logit(0.3), logit(0.3)]);
    expect(clear).to.be.greaterThan(0.9);
  });

  it('rejects a model trained on other context inputs', () => {
    const stale: DecisionModel = {
      ...DEFAULT_MODEL,
      context: { ...DEFAULT_MODEL.context, features: ['pair'], weights: [1] },
    };
    expect(() => checkModel(stale)).to.throw(/other features/);
    expect(checkModel(DEFAULT_MODEL)).to.equal(DEFAULT_MODEL);
  });
});

/** A made-up story at a fixed time, from its own outlet. */
const story = (id: number, title: string, body: string) =>
  articleFeatures({ id, outlet: `outlet-${id}`, published_at: '2026-11-10T14:00:00Z', title, body });
/** How `b` compares with an event founded by `a`. */
const similarityTo = (a: ReturnType<typeof story>, b: ReturnType<typeof story>) =>
  candidateSimilarities(articleProfile(b), [foundEvent(a)])[0];

describe('cluster decide: who but not what', () => {
  const law = story(
    1,
    'Governor Imke Salvat signs law extending early voting',
    'Governor Imke Salvat signed a law on Tuesday that extends early voting to three weeks and adds ballot drop boxes.',
  );

  it('never joins two stories that share only a governor', () => {
    const crash = story(
      2,
      'Governor Imke Salvat unhurt after motorcade crash',
      'A state trooper was treated for minor injuries after two vehicles in Governor Imke Salvat’s motorcade collided on the interstate on Tuesday evening.',
    );
    expect(incompatible(similarityTo(law, crash))).to.equal(true);
  });

  it('still joins the same happening told in other words', () => {
    const retold = story(
      3,
      'Salvat widens early voting window',
      'Voters will get three weeks of early voting and more drop boxes under a bill Governor Imke Salvat signed on Tuesday.',
    );
    expect(incompatible(similarityTo(law, retold))).to.equal(false);
  });
});

describe('cluster decide: headline actors and headline words', () => {
  const lulen = story(
    1,
    'Tanker Velkaro hit in the Strait of Lulen, crew evacuated',
    'A drone struck the tanker Velkaro in the Strait of Lulen, and the Brasko Front claimed the attack.',
  );

  it('grades a headline actor conflict by the share of headline names the other side lacks', () => {
    const sameShip = story(
      2,
      'Drone attack on tanker Velkaro in the Strait of Temostzar',
      'The tanker Velkaro was struck by a drone in the Strait of Temostzar; the Ethkai Movement said it attacked.',
    );
    const otherShip = story(
      3,
      'Tanker Oskarin hit in the Strait of Temostzar, crew evacuated',
      'A drone struck the tanker Oskarin in the Strait of Temostzar, and the Ethkai Movement claimed the attack.',
    );
    const retold = story(
      4,
      'Brasko Front says it attacked tanker Velkaro in the Strait of Lulen',
      'The Brasko Front said its drone hit the tanker Velkaro in the Strait of Lulen; the crew was evacuated.',
    );
    const partly = similarityTo(lulen, sameShip).titleActorConflict;
    expect(partly).to.be.greaterThan(0);
    // "Strait" is the only headline name the other ship's story shares.
    expect(similarityTo(lulen, otherShip).titleActorConflict).to.be.greaterThan(partly);
    expect(similarityTo(lulen, retold).titleActorConflict).to.equal(0);
  });

  it('matches a headline against the words of the other side’s lead', () => {
    const told = story(
      5,
      'Sailors abandon stricken vessel',
      'Sailors left the tanker Velkaro after the drone attack in the Strait of Lulen.',
    );
    const s = similarityTo(lulen, told);
    expect(s.title).to.equal(0);
    expect(s.titleText).to.be.greaterThan(0);
  });
});
