import { expect } from 'chai';
import {
  CATEGORIES,
  MCP_NAMED_TOOLS,
  MCP_TOOLS,
  TIER_LIMITS,
  TIMESERIES_MAX_SPAN_MS,
  TOPICS,
  TOPIC_GROUPS,
} from '../../src/spec';

describe('spec constants', () => {
  it('has exactly the 47 topics of SPEC §2, none repeated', () => {
    expect(TOPICS).to.have.length(47);
    expect(new Set(TOPICS).size).to.equal(47);
    expect(Object.keys(TOPIC_GROUPS)).to.have.length(12);
  });

  it('has the six event categories', () => {
    expect(CATEGORIES).to.deep.equal(['war', 'economy', 'politics', 'ai', 'health', 'other']);
  });
});

describe('spec constants: access, pages and MCP', () => {
  it('has the daily caps and lookbacks of SPEC §8', () => {
    expect(TIER_LIMITS).to.deep.equal({
      anonymous: { dailyCap: 5, lookbackDays: 7 },
      free: { dailyCap: 100, lookbackDays: 7 },
      pro: { dailyCap: 500, lookbackDays: 30 },
      max: { dailyCap: 5_000, lookbackDays: null },
      business: { dailyCap: 50_000, lookbackDays: null },
    });
  });

  it('names 14 distinct MCP tools, the twelve of SPEC §4 first', () => {
    expect(MCP_TOOLS).to.have.length(14);
    expect(new Set(MCP_TOOLS).size).to.equal(14);
    expect(MCP_TOOLS.slice(0, 12)).to.deep.equal([...MCP_NAMED_TOOLS]);
  });

  it('bounds hour and day timeseries at 48 hours and 90 days, and leaves week open', () => {
    expect(TIMESERIES_MAX_SPAN_MS.hour).to.equal(48 * 3600_000);
    expect(TIMESERIES_MAX_SPAN_MS.day).to.equal(90 * 86_400_000);
    expect(TIMESERIES_MAX_SPAN_MS.week).to.equal(null);
  });
});
