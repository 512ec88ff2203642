// Unit tests for news framing: the frame set, one synthetic headline per frame, the fallback and summaries.
import { expect } from 'chai';
import { FRAMES, detectFraming } from '../../src/enrich/framing';
import { analyse } from '../../src/enrich/text';

describe('FRAMES', () => {
  it('is a small fixed set with unique slugs, labels and one-sentence summaries', () => {
    expect(FRAMES.length).to.be.within(8, 12);
    expect(new Set(FRAMES.map((f) => f.framing)).size).to.equal(FRAMES.length);
    for (const frame of FRAMES) {
      expect(frame.framing).to.match(/^[a-z_]+$/);
      expect(frame.framing_label).to.match(/^[A-Z]/);
      expect(frame.framing_summary).to.match(/^[A-Z][^.]*\.$/);
    }
  });

  it('ends with the neutral fallback frame', () => {
    expect(FRAMES[FRAMES.length - 1].framing).to.equal('factual');
  });
});

describe('detectFraming', () => {
  const cases: [string, string][] = [
    ['economic', 'New tariffs will raise prices for households, economists warn'],
    ['security', 'Missile strikes hit the capital as troops advance'],
    ['legal', 'Supreme Court ruling strikes down a state law on voting maps'],
    ['health', 'Hospitals brace for a winter virus outbreak as vaccine uptake lags'],
    ['morality', 'Bishops call the measure immoral and an affront to faith'],
    ['fairness', 'Activists say the rule deepens inequality and discrimination against minorities'],
    ['political', 'Senate Republicans clash with Democrats ahead of the midterm elections'],
    ['public_opinion', 'Poll finds most residents oppose the stadium; protesters gather downtown'],
    ['policy', 'Lawmakers unveil a bill to overhaul the housing code'],
    ['human_interest', 'A mother of three lost her home in the flood; her children now sleep at a shelter'],
  ];
  for (const [expected, headline] of cases) {
    it(`detects the ${expected} frame`, () => {
      expect(detectFraming(headline).framing).to.equal(expected);
    });
  }

  it('falls back to straight news when no cue is present', () => {
    const result = detectFraming('City council meets on Tuesday');
    expect(result.framing).to.equal('factual');
    expect(result.framing_label).to.equal('Straight news');
  });

  it('falls back to straight news when only a weak cue is present', () => {
    expect(detectFraming('The plan was discussed on Monday').framing).to.equal('factual');
  });

  it('falls back when a long text spreads its cues over many frames without a clear lead', () => {
    const body =
      'The court heard the case. Troops stood by. The hospital was busy. Voters were polled. ' +
      'The bill was read. Prices rose. A mother spoke. Critics cried discrimination. Clergy spoke of faith.';
    expect(detectFraming('Busy day', body).framing).to.equal('factual');
  });

  it('fills the summary with the cue words, keeping acronyms and names in capitals', () => {
    const result = detectFraming('FBI agents arrested the suspect after an indictment');
    expect(result.framing).to.equal('legal');
    expect(result.framing_summary).to.contain('FBI');
    expect(result.framing_summary).to.not.contain('{cues}');
    expect(result.framing_summary).to.match(/^Frames the story .*\.$/);
    expect(detectFraming('Talks in the White House on the Senate vote').framing_summary).to.contain(
      'White House',
    );
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
    const body = 'Prosecutors say the jury will hear the fraud trial in March.';
    expect(detectFraming(title).framing).to.equal('factual');
    expect(detectFraming(title, body).framing).to.equal('legal');
    expect(detectFraming(title, body, analyse(`${title}\n${body}`))).to.deep.equal(
      detectFraming(title, body),
    );
  });
});
