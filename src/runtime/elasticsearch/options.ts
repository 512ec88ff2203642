// What a caller asks of the embedded Elasticsearch: its runtime directory, port, heap, user and nodes.

export interface EsRuntimeOptions {
  runtimeDir: string;
  preferredPort: number;
  /** Heap of each node. */
  heap: string;
  javaHome?: string;
  user: string;
  log?: (line: string) => void;
  /**
   * Nodes to start when none is running: 1 (the default) is a single node with `discovery.type: single-node`,
   * more is a cluster on loopback. A running cluster is reused whatever its size unless this asks for another.
   */
  nodes?: number;
}
