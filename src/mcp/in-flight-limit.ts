// How many MCP requests one API key may have in flight at once, per API process (docs/decisions.md, "Hostile
// input and limits"). The transport is stateless streamable HTTP, so there are no sessions to count: what one
// caller can pile up is concurrent requests, each holding a McpServer, a transport and Elasticsearch searches. The
// daily cap bounds how many calls a key makes in a day; this bounds how many it runs at the same moment.
export const MAX_IN_FLIGHT_MCP_REQUESTS = 8;

export class InFlightLimit {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly max: number = MAX_IN_FLIGHT_MCP_REQUESTS) {}

  /** Takes one of `owner`'s slots and returns its release (safe to call twice), or null when all are taken. */
  acquire(owner: string): (() => void) | null {
    const taken = this.inFlight.get(owner) ?? 0;
    if (taken >= this.max) return null;
    this.inFlight.set(owner, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(owner) ?? 1) - 1;
      if (left > 0) this.inFlight.set(owner, left);
      else this.inFlight.delete(owner);
    };
  }
}
