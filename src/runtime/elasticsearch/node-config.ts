// One node's configuration files: elasticsearch.yml (its name, directories, the settings every node shares and the
// ones of its mode) and its heap in jvm.options.d.
import fs from 'node:fs';
import path from 'node:path';
import type { NodeDirs } from './layout';

const COMMON_SETTINGS = [
  'cluster.name: parallax',
  'network.host: 127.0.0.1',
  // Loopback only; security off also stops the launcher from auto-generating TLS and a keystore.
  'xpack.security.enabled: false',
  // A developer laptop with a nearly full disk must not flip indices to read-only mid-test.
  'cluster.routing.allocation.disk.threshold_enabled: false',
  'action.destructive_requires_name: false',
];

export function writeNodeFiles(node: NodeDirs, settings: string[], heap: string, snapshots: string): void {
  const yml = [
    `node.name: ${node.name}`,
    `path.data: ${node.data}`,
    `path.logs: ${node.logs}`,
    `path.repo: ${snapshots}`,
    ...COMMON_SETTINGS,
    ...settings,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(node.config, 'elasticsearch.yml'), yml);
  fs.mkdirSync(path.join(node.config, 'jvm.options.d'), { recursive: true });
  fs.writeFileSync(
    path.join(node.config, 'jvm.options.d', 'parallax-heap.options'),
    `-Xms${heap}\n-Xmx${heap}\n`,
  );
}
