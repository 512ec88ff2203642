// The response size cap of every MCP tool (docs/decisions.md, MCP server): a tool result is read into a model's
// context, so a page whose structured content would exceed MAX_RESULT_CHARS is fetched again with half the
// limit until it fits. The service then hands back the cursor (or the offset arithmetic) of the shorter page, so
// nothing is skipped: the client continues from there.
export const MAX_RESULT_CHARS = 100_000;

export async function fitToCap<R>(limit: number, fetch: (limit: number) => Promise<R>): Promise<R> {
  let current = limit;
  for (;;) {
    const result = await fetch(current);
    if (current === 1 || JSON.stringify(result).length <= MAX_RESULT_CHARS) return result;
    current = Math.max(1, Math.floor(current / 2));
  }
}
