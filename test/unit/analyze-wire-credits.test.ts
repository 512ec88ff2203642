// Datelines, agency credits and bylines are taken out of a headline and lead before wire copies are compared,
// and ordinary sentences that look like them are left alone. The fixtures are written for the project.
import { expect } from 'chai';
import { stripCredits } from '../../src/analyze/wire-credits';

const BODY = 'The Senate passed the $14 billion border bill 58-41 on Thursday.';
const tidy = (text: string) => stripCredits(text).replace(/\s+/g, ' ').trim();

describe('analyze/wire-credits: datelines and bylines out of the text', () => {
  for (const dateline of [
    'WASHINGTON (AP) — ',
    'WASHINGTON (AP) -- ',
    'NEW YORK, Nov 3 (Reuters) - ',
    'LONDON, 3 November (Reuters) - ',
    'KYIV, Ukraine (AP) — ',
    'BEIJING, Sept. 14 (Xinhua) — ',
    'Washington (CNN) — ',
    'Washington (CNN)',
    '(CNN) — ',
    'WASHINGTON — ',
    'ST. LOUIS, Mo. — ',
    'WASHINGTON, D.C. – ',
  ])
    it(`takes out the dateline "${dateline.trim()}"`, () => {
      expect(tidy(`${dateline}${BODY}`)).to.equal(BODY);
      // After the headline, as the lead follows it in what is compared.
      expect(tidy(`Border bill passes. ${dateline}${BODY}`)).to.equal(`Border bill passes. ${BODY}`);
    });

  for (const byline of [
    'By Jane Doe, Associated Press\n',
    'By JANE DOE, The Associated Press\n',
    'By Jane Doe and John Roe, Associated Press Writers ',
    'By Jane Doe | Reuters ',
    'By Mary-Kate O’Neil\n',
    'By The Associated Press\n',
    'Jane Doe | Reuters\n',
  ])
    it(`takes out the byline "${byline.trim()}"`, () => {
      expect(tidy(`${byline}${BODY}`)).to.equal(BODY);
    });

  it('takes out a byline before a dateline', () => {
    expect(tidy(`By JANE DOE WASHINGTON (AP) — ${BODY}`)).to.equal(BODY);
    expect(tidy(`By Jane Doe, Associated Press NEW YORK, Nov 3 (Reuters) - ${BODY}`)).to.equal(BODY);
  });

  it('takes out an agency credit ending a headline or the text', () => {
    expect(tidy(`Border bill passes - Reuters. ${BODY}`)).to.equal(`Border bill passes. ${BODY}`);
    expect(tidy(`Border bill passes | AP. ${BODY}`)).to.equal(`Border bill passes. ${BODY}`);
    expect(tidy(`${BODY}\n— The Associated Press`)).to.equal(BODY);
    expect(tidy('Border bill passes. (CNN)The Senate passed it.')).to.equal(
      'Border bill passes. The Senate passed it.',
    );
  });

  it('leaves sentences that only look like credits', () => {
    for (const text of [
      'By Tuesday, the Senate had passed the bill.',
      'By Friday Democrats hope to pass it.',
      'Border Bill Passes. The Senate, by a 58-41 vote, passed it. NASA said little.',
      'US-China talks - officials met. The AP-NORC poll found 40% support.',
      'Senators voted - Reuters reported that the count was close.',
    ])
      expect(tidy(text)).to.equal(text);
  });
});
