// Unit tests for news framing: the frame set, cue fixtures per frame, angle cues over topic words, the residual
// frame, summaries, and the per-frame evidence an event's analysis compares.
import { expect } from 'chai';
import { CUED_FRAMES, FRAMES, detectFraming, frameEvidence } from '../../src/enrich/framing';
import { analyse } from '../../src/enrich/text';
import { FRAMING_VALUES } from '../../src/spec';

describe('FRAMES', () => {
  it('is the fifteen Media Frames Corpus dimensions with unique slugs, labels and one-sentence summaries', () => {
    expect(FRAMES.length).to.equal(15);
    expect(new Set(FRAMES.map((f) => f.framing)).size).to.equal(FRAMES.length);
    expect(FRAMES.map((f) => f.framing)).to.deep.equal([...FRAMING_VALUES]);
    for (const frame of FRAMES) {
      expect(frame.framing).to.match(/^[a-z_]+$/);
      expect(frame.framing_label).to.match(/^[A-Z]/);
      expect(frame.framing_summary).to.match(/^[A-Z][^.]*\.$/);
    }
  });

  it('ends with the residual frame, the only one without cues', () => {
    expect(FRAMES[FRAMES.length - 1].framing).to.equal('other');
    expect(CUED_FRAMES).to.deep.equal(FRAMES.slice(0, -1).map((f) => f.framing));
  });
});

describe('detectFraming', () => {
  const cases: [string, string][] = [
    ['economic', 'New taxes will raise prices for consumers, economists warn'],
    ['capacity', 'Hospitals face staffing shortages as supplies run low'],
    ['morality', 'Bishops call the measure immoral and an affront to faith'],
    ['fairness', 'Activists say the rule deepens inequality and discrimination'],
    ['legal', 'Judge rules the statute unconstitutional in a lawsuit'],
    ['policy', 'City unveils a plan to reform its parking guidelines'],
    ['crime', 'Prosecutors say the man was indicted for fraud and arrested'],
    ['security', 'Missile strikes hit the capital as troops advance'],
    ['health', 'Hospitalizations climb as infections spread among patients'],
    ['quality_of_life', 'Families and children left stranded, struggling to get by'],
    ['cultural_identity', 'A town honors its fallen with a flag and a history lesson'],
    ['public_opinion', 'Poll finds backlash growing; protesters gather downtown'],
    ['political', 'Senate Republicans clash with Democrats ahead of the midterm elections'],
    ['external_regulation', 'Allies question the nation’s reputation at an international meeting'],
  ];
  for (const [expected, headline] of cases) {
    it(`detects the ${expected} frame`, () => {
      expect(detectFraming(headline).framing).to.equal(expected);
    });
  }

  it('does not read a topic word as an angle: a border story is not security by the word "border"', () => {
    expect(detectFraming('Migrants cross the border at Del Rio').framing).to.equal('other');
    expect(detectFraming('Coronavirus update for the week').framing).to.equal('other');
  });

  it('falls back to the residual frame when no cue, or only a weak one, is present', () => {
    const result = detectFraming('City council meets on Tuesday');
    expect(result.framing).to.equal('other');
    expect(result.framing_label).to.equal('Other');
    expect(detectFraming('Council meets', 'The ban was discussed on Monday.').framing).to.equal('other');
  });

  it('weighs the headline above the lead: the angle an outlet states in its headline wins a tie', () => {
    expect(detectFraming('Poll shows voters sour', 'The court heard the case.').framing).to.equal(
      'public_opinion',
    );
  });

  it('fills the summary with the cue words, keeping acronyms and names in capitals', () => {
    const result = detectFraming('FBI probe: the suspect was arrested after an indictment');
    expect(result.framing).to.equal('crime');
    expect(result.framing_summary).to.not.contain('{cues}');
    expect(result.framing_summary).to.match(/^Frames the story .*\.$/);
    expect(detectFraming('GOP and Democrats fight in the White House').framing_summary).to.contain('GOP');
  });

  it('always returns a frame from FRAMES with its own label', () => {
    for (const text of ['', 'zxqv', 'War and peace and taxes', 'Court, hospital, poll, bill']) {
      const result = detectFraming(text);
      const frame = FRAMES.find((f) => f.framing === result.framing);
      expect(frame?.framing_label).to.equal(result.framing_label);
    }
  });

  it('uses the lead text and gives the same answer with a pre-analysed text', () => {
    const title = 'What happened on Main Street';
    const body = 'Prosecutors say the jury will hear the fraud case in March.';
    expect(detectFraming(title).framing).to.equal('other');
    expect(detectFraming(title, body).framing).to.equal('crime');
    expect(detectFraming(title, body, analyse(`${title}\n${body}`))).to.deep.equal(
      detectFraming(title, body),
    );
  });
});

describe('frameEvidence', () => {
  it('gives one weight per cued frame, zero where there is no cue', () => {
    const { weights } = frameEvidence('Poll finds voters angry');
    expect(weights).to.have.length(CUED_FRAMES.length);
    expect(weights[CUED_FRAMES.indexOf('public_opinion')]).to.be.above(0);
    expect(weights[CUED_FRAMES.indexOf('security')]).to.equal(0);
  });
});
