// The MCP response size cap (docs/decisions.md, MCP server): a page over the cap is fetched again with half the
// limit until it fits, so the continuation (cursor or offset) starts right after what was returned.
import { expect } from 'chai';
import { fitToCap, MAX_RESULT_CHARS } from '../../src/mcp/size-cap';

describe('MCP size cap', () => {
  const page = (limit: number, itemChars: number) => ({
    items: Array.from({ length: limit }, () => 'x'.repeat(itemChars)),
  });

  it('returns a page that fits at the asked limit with one fetch', async () => {
    const limits: number[] = [];
    const result = await fitToCap(25, async (limit) => (limits.push(limit), page(limit, 100)));
    expect(limits).to.deep.equal([25]);
    expect(result.items).to.have.length(25);
  });

  it('halves the limit until the page fits under the cap', async () => {
    const limits: number[] = [];
    const itemChars = Math.ceil(MAX_RESULT_CHARS / 30);
    const result = await fitToCap(100, async (limit) => (limits.push(limit), page(limit, itemChars)));
    expect(limits).to.deep.equal([100, 50, 25]);
    expect(JSON.stringify(result).length).to.be.at.most(MAX_RESULT_CHARS);
  });

  it('stops at one item, however large (the tool then reports response_too_large)', async () => {
    const limits: number[] = [];
    await fitToCap(4, async (limit) => (limits.push(limit), page(limit, MAX_RESULT_CHARS)));
    expect(limits).to.deep.equal([4, 2, 1]);
  });
});
