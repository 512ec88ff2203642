// Unit tests for frames as angles within an event: distributions shrunk toward the event, the angle beyond the
// shared topic, and the left-right contrast (~0 when the sides frame alike, higher when they do not).
import { expect } from 'chai';
import { CUED_FRAMES, frameEvidence } from '../../src/enrich/framing';
import { eventFrames, frameContrast } from '../../src/analyze/frame-angles';

const outlet = (slug: string, side: 'left' | 'center' | 'right', title: string, body?: string) => ({
  outlet_slug: slug,
  side,
  evidence: [frameEvidence(title, body)],
});

describe('eventFrames', () => {
  it('gives every outlet a distribution over the cued frames that sums to 1, the event centroid when it says nothing', () => {
    const frames = eventFrames([
      outlet('a', 'left', 'Hospitalizations climb as infections spread'),
      outlet('b', 'right', 'Statement issued on Tuesday'),
    ]);
    for (const f of frames) {
      expect(f.distribution).to.have.length(CUED_FRAMES.length);
      expect(f.distribution.reduce((x, y) => x + y, 0)).to.be.closeTo(1, 1e-9);
    }
    expect(frames[1].angle).to.equal(-1);
    expect(frames[1].distribution).to.deep.equal(
      frames[0].distribution.map((_, i) => (i === frames[0].angle ? 1 : 0)),
    );
  });

  it('takes as angle what an outlet stresses beyond the health story every outlet tells', () => {
    const frames = eventFrames([
      outlet('a', 'left', 'Hospitalizations climb as infections spread among patients'),
      outlet('b', 'center', 'Infections spread; hospitals see more patients'),
      outlet(
        'c',
        'right',
        'Infections spread as the mask mandate policy is questioned',
        'Critics say the guidance fails.',
      ),
    ]);
    expect(CUED_FRAMES[frames[0].angle]).to.equal('health');
    expect(CUED_FRAMES[frames[2].angle]).to.equal('policy');
  });
});

describe('frameContrast', () => {
  it('is 0 when one side is absent and near 0 when both sides frame alike', () => {
    const alike = eventFrames([
      outlet('a', 'left', 'Senate Republicans block the Democrats’ bill in a partisan vote'),
      outlet('b', 'right', 'Republicans block Democrats’ bill as the Senate vote fails'),
    ]);
    expect(frameContrast(alike)).to.be.below(0.1);
    expect(frameContrast(alike.filter((f) => f.side === 'left'))).to.equal(0);
  });

  it('is higher when the sides frame the event differently', () => {
    const apart = eventFrames([
      outlet('a', 'left', 'Families stranded as children and parents struggle'),
      outlet('b', 'right', 'Taxes and costs soar as the economy slows'),
    ]);
    expect(frameContrast(apart)).to.be.above(0.5);
    expect(frameContrast(apart)).to.be.at.most(1);
  });
});
