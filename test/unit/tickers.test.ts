// Unit tests for the ticker tagger: every matching rule and every guard, on synthetic sentences.
import { expect } from 'chai';
import { extractTickers } from '../../src/enrich/tickers';

describe('extractTickers', () => {
  describe('explicit ticker notation', () => {
    it('reads cashtags, including share classes', () => {
      expect(extractTickers('$AAPL and $BRK.B lead the morning movers')).to.have.members(['AAPL', 'BRK.B']);
    });

    it('reads exchange prefixes with or without a space', () => {
      expect(extractTickers('Shares of NASDAQ: AAPL and NYSE:F moved late')).to.have.members(['AAPL', 'F']);
      expect(extractTickers('The fund (NYSE Arca: SPY) saw record inflows')).to.deep.equal(['SPY']);
    });

    it('reads Reuters instrument codes', () => {
      expect(extractTickers('Tesla (TSLA.O) rose while Berkshire (BRKb.N) was flat')).to.have.members([
        'TSLA',
        'BRK.B',
      ]);
    });

    it('reads a parenthesised symbol but not a parenthesised word', () => {
      expect(extractTickers('Zscaler (ZS) and Workday (WDAY) gained')).to.include('WDAY');
      expect(extractTickers('Prices are falling (NOW) and (ALL) sectors are down')).to.deep.equal([]);
    });

    it('reaches a secondary share class only through notation', () => {
      expect(extractTickers('$GOOG closed higher')).to.deep.equal(['GOOG']);
      expect(extractTickers('Alphabet closed higher')).to.deep.equal(['GOOGL']);
    });
  });

  describe('bare symbols', () => {
    it('takes distinctive symbols written bare', () => {
      expect(extractTickers('NVDA and TSLA lead a late rally')).to.have.members(['NVDA', 'TSLA']);
    });

    it('ignores symbols that are words or initialisms', () => {
      expect(extractTickers('IT stocks rally ON news that ALL rates are falling NOW')).to.deep.equal([]);
      expect(extractTickers('ICE agents and the DIA briefed the NSC on LNG shipments')).to.deep.equal([]);
    });

    it('takes guarded symbols when they are written as cashtags', () => {
      expect(extractTickers('$NOW and $DIA both slipped')).to.have.members(['NOW', 'DIA']);
    });

    it('ignores a bare symbol glued to another capitalised word', () => {
      expect(extractTickers('The new Zorbex NVDA Fund opened to investors')).to.deep.equal([]);
    });

    it('takes ETF tickers', () => {
      expect(extractTickers('SPY and QQQ slipped while GLD rose')).to.have.members(['SPY', 'QQQ', 'GLD']);
    });
  });

  describe('company names and aliases', () => {
    it('matches legal-name derivatives and hand-written aliases', () => {
      expect(extractTickers('Microsoft and Alphabet report on Tuesday')).to.have.members(['MSFT', 'GOOGL']);
      expect(extractTickers('Google and Facebook face new rules')).to.have.members(['GOOGL', 'META']);
      expect(extractTickers('Exxon, J&J and P&G cut jobs')).to.have.members(['XOM', 'JNJ', 'PG']);
    });

    it('matches multi-word names, longest first', () => {
      expect(extractTickers('Bank of America and Johnson & Johnson rise')).to.have.members(['BAC', 'JNJ']);
      expect(extractTickers('General Motors opens a new plant')).to.deep.equal(['GM']);
    });

    it('matches possessives', () => {
      expect(extractTickers("Microsoft's cloud unit grows")).to.deep.equal(['MSFT']);
      expect(extractTickers("Goldman Sachs' bankers brace for cuts")).to.deep.equal(['GS']);
    });

    it('is case-sensitive: lowercase words are not names', () => {
      expect(extractTickers('How to bake an apple pie with a target of one hour')).to.deep.equal([]);
      expect(extractTickers('Republicans move to block the visa bill')).to.deep.equal([]);
    });

    it('matches names inside hyphenated compounds', () => {
      expect(extractTickers('A Google-backed startup raises new money')).to.deep.equal(['GOOGL']);
      expect(extractTickers('The Apple-IBM alliance widens')).to.have.members(['AAPL', 'IBM']);
      expect(extractTickers('The Smith-Zimmer dispute drags on')).to.deep.equal([]);
    });

    it('keeps en and em dashes as word separators', () => {
      expect(extractTickers('Why investors still love Google\u2014for now')).to.deep.equal(['GOOGL']);
    });

    it('accepts a lowercase generic tail after an exact first word', () => {
      expect(extractTickers('Analysts like HDFC bank after the results')).to.deep.equal(['HDB']);
    });

    it('does not read a currency amount as 3M', () => {
      expect(extractTickers('Startup raises $3M from angel investors')).to.deep.equal([]);
      expect(extractTickers('3M sues a former supplier')).to.deep.equal(['MMM']);
    });

    it('reads an all-caps headline case-insensitively, without bare symbols', () => {
      expect(extractTickers('MICROSOFT BEATS ESTIMATES AS CLOUD GROWS')).to.deep.equal(['MSFT']);
      expect(extractTickers('IT IS TIME TO SELL NOW, SAYS ONE STRATEGIST')).to.deep.equal([]);
    });
  });

  describe('ambiguous names need corroboration', () => {
    it('accepts a common-noun name next to a finance word', () => {
      expect(extractTickers('Target shares tumble after a weak holiday quarter')).to.deep.equal(['TGT']);
      expect(extractTickers('Oracle CEO outlines the cloud plan')).to.deep.equal(['ORCL']);
    });

    it('accepts the company legal form, but not a different one', () => {
      expect(extractTickers('Target Corp trims its forecast')).to.deep.equal(['TGT']);
      expect(extractTickers('Delta Corp opens another seaside casino')).to.deep.equal([]);
    });

    it('rejects an ambiguous name without any evidence', () => {
      expect(extractTickers('The Target Was Never Really The Point')).to.deep.equal([]);
      expect(extractTickers('Delta flooding worsens after the storm')).to.deep.equal([]);
    });

    it('takes a common-noun name capitalised mid-sentence as a proper noun', () => {
      expect(extractTickers('Crowds queued outside Target on Friday morning')).to.deep.equal(['TGT']);
    });

    it('accepts a company-specific cue anywhere in the text', () => {
      expect(
        extractTickers('Apple faces new questions', 'Critics say the iPhone is too expensive.'),
      ).to.deep.equal(['AAPL']);
    });

    it('accepts a second distinct company mention', () => {
      expect(extractTickers('Visa and Mastercard settle with merchants')).to.have.members(['V', 'MA']);
      expect(extractTickers('Apple and Microsoft sign a pact')).to.have.members(['AAPL', 'MSFT']);
    });

    it('does not let the same ambiguous word corroborate itself', () => {
      expect(extractTickers('Apple Picking Season Opens', 'Apple orchards welcome visitors.')).to.deep.equal(
        [],
      );
    });

    it('cancels an ambiguous name when a veto word is present', () => {
      expect(extractTickers('Amazon fires spread as Brazil deforestation grows')).to.deep.equal([]);
      expect(extractTickers('Visa rules for immigrants tightened again')).to.deep.equal([]);
      expect(extractTickers('Amazon warehouse workers vote on a union')).to.deep.equal(['AMZN']);
    });

    it('needs evidence right beside a surname', () => {
      expect(extractTickers('Ford shares rise on truck demand')).to.deep.equal(['F']);
      expect(extractTickers('Ford recalls 500,000 trucks')).to.deep.equal(['F']);
      expect(extractTickers('Senators question Ford about the letter and sales figures')).to.deep.equal([]);
    });
  });

  describe('names inside larger names', () => {
    it('rejects a surname after a first name or a title', () => {
      expect(extractTickers('Christine Blasey Ford will testify on Thursday')).to.deep.equal([]);
      expect(extractTickers('Gov. Abbott signs the new budget')).to.deep.equal([]);
      expect(extractTickers('Steve Wynn sells casino shares')).to.deep.equal([]);
    });

    it('rejects an ambiguous name followed by another capitalised word', () => {
      expect(extractTickers('Members of the Progressive Caucus met on Tuesday')).to.deep.equal([]);
    });

    it('rejects a name preceded by another capitalised word mid-sentence', () => {
      expect(extractTickers('Shares of Zephyr Invesco Fund rose sharply')).to.deep.equal([]);
    });

    it('rejects a short initialism followed by another name, but not by a country or unit', () => {
      expect(extractTickers('Shares of GE Shipping rose after results')).to.deep.equal([]);
      expect(extractTickers('GE India names a new chief executive')).to.deep.equal(['GE']);
    });

    it('consumes blocked phrases', () => {
      expect(extractTickers('A Fox News host criticised the plan')).to.deep.equal([]);
      expect(extractTickers('The Oracle of Omaha is buying again')).to.deep.equal([]);
      expect(extractTickers('Dow Jones futures slip before the open')).to.deep.equal([]);
      expect(extractTickers('Fox Corp shares rose after the results')).to.deep.equal(['FOXA']);
    });

    it('does not mistake a possessive or a connector for part of a name', () => {
      expect(extractTickers("The billionaire's Berkshire stake grows as Buffett buys")).to.deep.equal([
        'BRK.B',
      ]);
      expect(extractTickers('A fund manager weighs Zorbex vs GSK for income')).to.deep.equal(['GSK']);
    });
  });

  describe('part of a longer proper name', () => {
    it('rejects a name after a sentence-initial word that is not English', () => {
      expect(extractTickers('Zorvani Unilever raises prices in rural markets')).to.deep.equal([]);
      expect(extractTickers('Qelmor Philips rallies as a fund buys shares')).to.deep.equal([]);
    });

    it('keeps a name after a sentence-initial English word', () => {
      expect(extractTickers('Embattled Boeing names a new chief')).to.deep.equal(['BA']);
      expect(extractTickers('Sell Infosys on rallies, says one broker')).to.deep.equal(['INFY']);
      expect(extractTickers('How Walmart plans to win the holidays')).to.deep.equal(['WMT']);
    });

    it('reads a name-heavy headline with lowercase verbs as sentence case', () => {
      expect(extractTickers('Deutsche Bank upgrades Zorvani Unilever to buy')).to.deep.equal(['DB']);
      expect(extractTickers('Very bullish on Zorvani Unilever: Qelmor Resources')).to.deep.equal([]);
    });

    it('rejects a name before a region and another capitalised word', () => {
      expect(extractTickers('GE India Zorvel shares slide')).to.deep.equal([]);
      expect(extractTickers('Abbott India Q1 profit rises')).to.deep.equal(['ABT']);
    });

    it('doubts a distinctive name before a word that is not English, unless the context is financial', () => {
      expect(extractTickers('Farm demand may lift Honda Zelvik power')).to.deep.equal([]);
      expect(extractTickers('Honda Zelvik shares rise after results')).to.deep.equal(['HMC']);
    });

    it('keeps products, units, roles and possessives after a name', () => {
      expect(extractTickers('Microsoft Azure outage hits users')).to.deep.equal(['MSFT']);
      expect(extractTickers('Google Cloud signs a deal with a hospital chain')).to.deep.equal(['GOOGL']);
      expect(extractTickers('Amazon Web Services expands in Ohio')).to.deep.equal(['AMZN']);
      expect(extractTickers('The new Apple iPhone arrives in stores')).to.deep.equal(['AAPL']);
      expect(extractTickers('A Google VP testifies before lawmakers')).to.deep.equal(['GOOGL']);
      expect(extractTickers("Facebook's Zuckerberg meets lawmakers")).to.deep.equal(['META']);
    });

    it('keeps two adjacent names apart', () => {
      expect(extractTickers('An Apple Google deal draws scrutiny')).to.have.members(['AAPL', 'GOOGL']);
    });

    it('in title case, only a glued word that is not English marks a longer name', () => {
      expect(extractTickers('Apple Unveils New iPhone')).to.deep.equal(['AAPL']);
      expect(extractTickers('Unilever Q3 Profit Rises 12%')).to.deep.equal(['UL']);
      expect(extractTickers('Zorvani Unilever Q3 Profit Rises 12%')).to.deep.equal([]);
    });
  });

  describe('output', () => {
    it('returns unique symbols without the ticker: prefix', () => {
      expect(extractTickers('Microsoft, Microsoft and $MSFT')).to.deep.equal(['MSFT']);
    });

    it('puts title mentions first, then the most mentioned', () => {
      const symbols = extractTickers(
        'Netflix beats estimates',
        'Disney and Disney+ lag; Disney may respond. Pfizer too.',
      );
      expect(symbols).to.deep.equal(['NFLX', 'DIS', 'PFE']);
    });

    it('returns nothing for empty text', () => {
      expect(extractTickers('')).to.deep.equal([]);
      expect(extractTickers('', '')).to.deep.equal([]);
    });
  });
});
