// What a start of the embedded Elasticsearch reports: the status after it, and whether it started, reused or
// first had to fetch anything.
import type { Jdk } from '../jdk';
import type { EsStatus } from './status';

export interface EsStartResult {
  status: EsStatus;
  /** False when a healthy node (or cluster) from an earlier start was reused. */
  started: boolean;
  /** True when this start had to fetch or unpack the distribution first. */
  cold: boolean;
  seconds: number;
  jdk?: Jdk;
}
