import { expect } from 'chai';
import { TOPICS, type Topic } from '../../src/spec';
import { analyse } from '../../src/enrich/text';
import model from '../../src/enrich/models/topics.json';
import { tagTopics, titleFeatures, topicEvidence } from '../../src/enrich/topics';

/** One made-up modern headline per topic; each must reach its topic. */
const HEADLINES: Record<Topic, string> = {
  fed: 'Fed officials signal patience as Powell weighs next move on rates',
  ecb: 'ECB President Lagarde says euro zone recovery remains fragile',
  boe: 'Bank of England holds Bank Rate, splits vote among policymakers',
  boj: 'BOJ governor Ueda hints at another hike in the spring',
  rates: 'Central bank delivers surprise half-point interest rate cut',
  inflation: 'Inflation cools for a third month as fuel costs ease',
  cpi: 'Consumer price index rises 0.2% in May, core CPI steady',
  ppi: 'Producer prices fall unexpectedly on cheaper energy',
  gdp: 'Second-quarter GDP expands at a 2.8% annual pace',
  jobs: 'Nonfarm payrolls beat forecasts as unemployment rate slips to 3.9%',
  recession: 'Economists raise odds of a recession within a year',
  confidence: 'Consumer confidence slumps to lowest level since 2022',
  retail: 'Retail sales rebound in April as shoppers return to malls',
  indices: 'S&P 500 and Nasdaq end at record highs, Dow lags',
  treasuries: '10-year Treasury yield jumps after weak bond auction',
  bonds: 'Corporate bond sales top $150 billion in busiest January on record',
  credit: 'Private credit funds expand into leveraged loans as spreads tighten',
  pe_vc: 'Venture capital funding for startups falls for a fourth quarter',
  fx: 'Dollar slides against the yen after intervention warning',
  earnings: 'Chipmaker quarterly profit tops estimates on data-center demand',
  guidance: 'Sportswear maker cuts full-year revenue forecast as demand slows',
  ipo: 'Grocery-delivery startup files for IPO on the Nasdaq',
  'm&a': 'Software maker agrees to acquire rival for $12 billion',
  layoffs: 'Telecom group to cut 5,000 jobs in cost overhaul',
  dividend: 'Beverage giant raises quarterly dividend by 5%',
  bankruptcy: 'Discount chain files for Chapter 11 bankruptcy protection',
  trade: 'Washington slaps new tariffs on imported electric vehicles',
  sanctions: 'EU adopts fresh sanctions on Russian oil traders',
  antitrust: 'Regulators open antitrust probe into search giant',
  regulation: 'SEC adopts new climate disclosure rules for listed companies',
  litigation: 'Drugmaker hit with $2 billion jury verdict in patent lawsuit',
  fda: 'FDA approves first drug for rare liver disease',
  management: 'Carmaker names former rival executive as new CEO',
  labor: 'Port workers strike over automation as union talks stall',
  ai: 'Startup unveils chatbot built on a new large language model',
  cyber: 'Ransomware attack forces hospital chain to divert ambulances',
  imf: 'IMF warns of slower global growth in latest outlook',
  rating: "Moody's downgrades the nation's credit rating by one notch",
  analyst: 'Broker upgrades chipmaker to buy, lifts price target',
  contract: 'Defense firm wins $4 billion Pentagon contract for drones',
  split: 'Chipmaker announces 10-for-1 stock split',
  offering: 'Electric-truck maker prices $500 million share offering',
  crypto: 'Bitcoin tops $100,000 as crypto funds draw inflows',
  oil: 'Oil prices climb as OPEC+ extends output cuts',
  gold: 'Gold hits record high as investors seek safety',
  commodities: 'Copper and wheat futures surge on supply worries',
  markets: 'Stocks tumble as Wall Street sell-off deepens',
};

const NON_FINANCE = [
  'Local team wins championship',
  'Olympic swimmer wins gold medal in 200m freestyle',
  'Storm knocks out power to 500,000 homes',
  'Israel launches air strikes on southern city',
  'President signs executive order on immigration',
  'Colin Powell remembered at state funeral',
  'Voters head to the polls in tight Senate race',
  'Scientists discover new species of frog in rainforest',
  "Fans fed up with ticket prices at this year's festival",
];

describe('tagTopics', () => {
  for (const topic of TOPICS) {
    it(`reaches ${topic}`, () => {
      expect(tagTopics(HEADLINES[topic])).to.include(topic);
    });
  }

  it('tags non-finance news with nothing', () => {
    for (const title of NON_FINANCE) expect(tagTopics(title), title).to.deep.equal([]);
  });

  it('returns only spec topic names, without repeats, at most five', () => {
    const titles = [...Object.values(HEADLINES), ...NON_FINANCE];
    for (const title of titles) {
      const topics = tagTopics(title);
      expect(topics.length).to.be.at.most(5);
      expect(new Set(topics).size).to.equal(topics.length);
      for (const t of topics) expect(TOPICS).to.include(t);
    }
  });

  it('handles ALL-CAPS wire titles', () => {
    expect(tagTopics('FED HOLDS INTEREST RATES STEADY')).to.include.members(['fed', 'rates']);
    expect(tagTopics('ACME CORP TO ACQUIRE WIDGET MAKER FOR 40 DLRS A SHARE')).to.include('m&a');
    expect(tagTopics('LOCAL TEAM WINS CHAMPIONSHIP')).to.deep.equal([]);
  });

  it('keeps vetoed senses out', () => {
    expect(tagTopics('Palm oil exports rise on strong demand')).to.not.include('oil');
    expect(tagTopics('Palm oil exports rise on strong demand')).to.include('commodities');
    expect(tagTopics('Union leaders threaten strike at car plants')).to.include('labor');
    expect(tagTopics('Missile strikes hit power plants')).to.not.include('labor');
  });

  it('prefers dividend over earnings when only the dividend is named', () => {
    const topics = tagTopics('Utility declares regular quarterly dividend');
    expect(topics).to.include('dividend');
    expect(topics).to.not.include('earnings');
  });

  it('gives the same answer with or without a precomputed analysis', () => {
    const title = 'Retailer warns on profit as shoppers cut back';
    const body = 'The company said holiday sales fell short. Retail sales across the sector have slowed.';
    expect(tagTopics(title, body, analyse(`${title}\n${body}`))).to.deep.equal(tagTopics(title, body));
    // An analysis of the title alone still lets the body count.
    expect(tagTopics(title, body, analyse(title))).to.deep.equal(tagTopics(title, body));
  });

  it('weighs exactly the title features the trainer names, so training and serving agree', () => {
    const weights = new Map(model.features.map((f, i) => [f, model.weights[i]]));
    for (const title of [
      'Fed raises rates by 25 basis points; Powell signals 2 more hikes',
      "ACME CORP'S 4TH QTR NET PROFIT RISES 12.5 PCT",
      'Dividend declared as Globex shares jump',
    ]) {
      const evidence = topicEvidence(title);
      const titleRules = [...evidence.rule].filter(([, strength]) => strength === 1).map(([topic]) => topic);
      const z = model.bias.slice();
      for (const feature of titleFeatures(title, analyse(title).stems, titleRules)) {
        const w = weights.get(feature) ?? [];
        for (let j = 0; j < w.length; j += 2) z[w[j]] += w[j + 1];
      }
      model.heads.forEach((head, h) =>
        expect(evidence.model.get(head as Topic)).to.equal(1 / (1 + Math.exp(-z[h]))),
      );
    }
  });

  it('tests its case-sensitive patterns only on text that can match them', () => {
    expect(tagTopics('Fed holds steady')).to.include('fed');
    expect(tagTopics('Voters fed up with prices')).to.not.include('fed');
    expect(tagTopics('Markets calm', 'The Fed met. Fed officials spoke. The Fed held rates.')).to.include(
      'fed',
    );
  });

  it('needs a body topic to be repeated, not mentioned once in passing', () => {
    const title = 'Mayor unveils plan for new downtown park';
    const passing =
      'The plan follows last year when a local retailer went into bankruptcy. Work starts in May.';
    const repeated =
      'The site belonged to a retailer that filed for bankruptcy last year. Its bankruptcy trustee sold the land.';
    expect(tagTopics(title, passing)).to.not.include('bankruptcy');
    expect(tagTopics(title, repeated)).to.include('bankruptcy');
  });
});
