// get_digest's biggest movers in divergence over real HTTP with the SDK's client, on fixture events carrying the
// score history the analysis stores (docs/divergence.md History): the move from the score at the start of the
// period (or the first score, for an event first scored in it) to the latest, same method version only.
import { expect } from 'chai';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestApi, type TestApi } from '../support/api';
import { connectMcp, keyWithToken, mcpUrl, structured } from '../support/mcp';

const HOUR = 60 * 60 * 1000;

describe('MCP get_digest: divergence movers from the stored score history', function () {
  this.timeout(60_000);
  let api: TestApi;
  let client: Client;

  before(async () => {
    api = await startTestApi({ name: 'mcp-digest', server: {} });
    const { token } = await keyWithToken(api.context, 'max');
    client = await connectMcp(mcpUrl(api), token);
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
    const history = (...points: [number, number, number][]) => ({
      method_version: points[points.length - 1][2],
      history: points.map(([hoursAgo, score, version]) => ({
        t: at(hoursAgo),
        score,
        method_version: version,
      })),
    });
    await api.putEvents(
      // First seen three days ago: 45 at the start of the 24 h period (the point at 30 h), 10 now.
      {
        id: 11,
        title: 'Trade talks cool off',
        divergence_score: 10,
        first_seen_at: new Date(now - 72 * HOUR),
        updated_at: new Date(now - 2 * HOUR),
        divergence: history([72, 50, 2], [30, 45, 2], [2, 10, 2]),
      },
      // First scored inside the period: its move counts from its first score, 20 -> 80.
      {
        id: 12,
        title: 'Protest turns violent',
        divergence_score: 80,
        first_seen_at: new Date(now - 5 * HOUR),
        divergence: history([5, 20, 2], [3, 50, 2], [1, 80, 2]),
      },
      // A formula change is no move: the version-1 point is not compared with the version-2 ones (30 -> 34).
      {
        id: 13,
        title: 'Budget vote delayed',
        divergence_score: 34,
        first_seen_at: new Date(now - 48 * HOUR),
        divergence: history([40, 90, 1], [20, 30, 2], [4, 34, 2]),
      },
      // Scored once in the period: no move.
      {
        id: 14,
        title: 'Storm makes landfall',
        divergence_score: 40,
        first_seen_at: new Date(now - 6 * HOUR),
        divergence: history([6, 40, 2]),
      },
      // Moved, but only before the period.
      {
        id: 15,
        title: 'Old dispute',
        divergence_score: 70,
        first_seen_at: new Date(now - 100 * HOUR),
        divergence: history([100, 10, 2], [50, 70, 2]),
      },
      // A tombstone never shows, whatever its history.
      {
        id: 16,
        title: 'Merged away',
        divergence_score: 99,
        merged_into: 12,
        divergence: history([10, 0, 2], [1, 99, 2]),
      },
    );
  });

  after(async () => {
    await client?.close();
    await api?.close();
  });

  it('lists the events whose score moved most over the period, with old and new score and direction', async () => {
    const result = (await client.callTool({
      name: 'get_digest',
      arguments: { hours: 24 },
    })) as CallToolResult;
    const movers = structured(result).divergence_movers;
    expect(movers.map((m: { id: number }) => m.id)).to.deep.equal([12, 11, 13]);
    expect(movers[0]).to.deep.include({ id: 12, title: 'Protest turns violent', divergence_score: 80 });
    expect(movers[0].divergence_change).to.deep.equal({
      from: 20,
      to: 80,
      change: 60,
      direction: 'up',
      method_version: 2,
    });
    expect(movers[1].divergence_change).to.deep.equal({
      from: 45,
      to: 10,
      change: -35,
      direction: 'down',
      method_version: 2,
    });
    expect(movers[2].divergence_change).to.include({ from: 30, to: 34, change: 4 });
    const text = (result.content[0] as { text: string }).text;
    expect(text).to.include('Biggest movers in divergence:');
    expect(text).to.include('- #12 [politics] Protest turns violent: divergence up 20 -> 80 (+60)');
    expect(text).to.include('- #11 [politics] Trade talks cool off: divergence down 45 -> 10 (-35)');
  });

  it('keeps to per_section and to the period', async () => {
    const top = structured(
      (await client.callTool({
        name: 'get_digest',
        arguments: { hours: 24, per_section: 1 },
      })) as CallToolResult,
    );
    expect(top.divergence_movers.map((m: { id: number }) => m.id)).to.deep.equal([12]);
    // Over the last 3 h: event 11 still 45 -> 10 (its start is the point at 30 h), event 12 50 -> 80 (its point
    // at 3 h is the start); event 13's last point (4 h) lies before the period.
    const recent = structured(
      (await client.callTool({ name: 'get_digest', arguments: { hours: 3 } })) as CallToolResult,
    );
    expect(
      recent.divergence_movers.map((m: { id: number; divergence_change: { from: number } }) => [
        m.id,
        m.divergence_change.from,
      ]),
    ).to.deep.equal([
      [11, 45],
      [12, 50],
    ]);
  });
});
