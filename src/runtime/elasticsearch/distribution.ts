// The Elasticsearch distribution: the integ-test-zip from Maven Central (no Docker here), fetched once with Maven
// and unpacked once into the runtime directory, so a second start reuses everything; every node runs from that one
// copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBinary } from '../packages';
import { execFileAsync } from '../processes';
import { ES_VERSION, type Layout } from './layout';

const ARTIFACT = `org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip`;

function zipInLocalMavenRepo(): string {
  const repo = process.env.MAVEN_REPO_LOCAL ?? path.join(os.homedir(), '.m2', 'repository');
  return path.join(
    repo,
    'org/elasticsearch/distribution/integ-test-zip/elasticsearch',
    ES_VERSION,
    `elasticsearch-${ES_VERSION}.zip`,
  );
}

/** Fetches the zip into the local Maven repository once; Maven's own cache makes later calls free. */
async function fetchDistribution(log: (line: string) => void): Promise<string> {
  const zip = zipInLocalMavenRepo();
  if (fs.existsSync(zip)) return zip;
  const mvn = await ensureBinary('mvn', 'maven', log);
  log(`fetching Elasticsearch ${ES_VERSION} (about 130 MB) with Maven...`);
  const localRepo = process.env.MAVEN_REPO_LOCAL
    ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`]
    : [];
  try {
    await execFileAsync(
      mvn,
      ['-q', '-B', 'dependency:get', `-Dartifact=${ARTIFACT}`, '-Dtransitive=false', ...localRepo],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stdout?: string };
    throw new Error(`could not fetch ${ARTIFACT}: ${(e.stdout || e.message).slice(-2000)}`);
  }
  if (!fs.existsSync(zip))
    throw new Error(`mvn reported success but ${zip} is missing (set MAVEN_REPO_LOCAL?)`);
  return zip;
}

async function unpack(zip: string, into: string, log: (line: string) => void): Promise<void> {
  const unzip = await ensureBinary('unzip', 'unzip', log);
  const staging = `${into}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  await execFileAsync(unzip, ['-q', zip, '-d', staging]);
  // Rename last, so an interrupted unpack is never mistaken for a complete one.
  fs.renameSync(
    path.join(staging, `elasticsearch-${ES_VERSION}`),
    path.join(path.dirname(into), path.basename(into)),
  );
  fs.rmSync(staging, { recursive: true, force: true });
}

/** Fetches and unpacks the distribution when this runtime directory has none; true when it had to. */
export async function ensureDistribution(dirs: Layout, log: (line: string) => void): Promise<boolean> {
  fs.mkdirSync(dirs.root, { recursive: true, mode: 0o755 });
  if (fs.existsSync(dirs.home)) return false;
  const zip = await fetchDistribution(log);
  log(`unpacking ${path.basename(zip)} into ${dirs.root}`);
  await unpack(zip, dirs.home, log);
  return true;
}
