// Cluster health as one node reports it: its status and node count, or whether it is serving (green or yellow
// with at least the nodes asked for).
export async function clusterHealth(
  url: string,
  nodes = 1,
): Promise<{ status: string; nodes: number } | undefined> {
  try {
    const res = await fetch(
      `${url}/_cluster/health?wait_for_status=yellow&wait_for_nodes=${nodes}&timeout=1s`,
      { signal: AbortSignal.timeout(3000) },
    );
    const body = (await res.json()) as { status?: string; number_of_nodes?: number; timed_out?: boolean };
    if (!body.status) return undefined;
    return { status: body.status, nodes: body.number_of_nodes ?? 0 };
  } catch {
    return undefined;
  }
}

export async function clusterHealthy(url: string, nodes = 1): Promise<true | undefined> {
  const health = await clusterHealth(url, nodes);
  return health && ['green', 'yellow'].includes(health.status) && health.nodes >= nodes ? true : undefined;
}
