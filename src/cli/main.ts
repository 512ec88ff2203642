// The `parallax` command line: one entry, one module per subcommand.
/* eslint-disable @typescript-eslint/no-require-imports -- subcommands are required lazily, on use */
import { ConfigError } from '../config';
import { sizeThreadPool } from '../runtime/thread-pool';
import { wantsHelp, type Command } from './command';

// Loaded on use, so `parallax es status` does not pay for the NLP models that `parallax enrich` needs.
const COMMANDS: { name: string; summary: string; load: () => Command }[] = [
  {
    name: 'up',
    summary: 'run everything: stores, setup, demo corpus when offline, API server, ingest worker',
    load: () => require('./up').upCommand,
  },
  {
    name: 'setup',
    summary: 'create missing indices and load the outlets (idempotent)',
    load: () => require('./setup').setupCommand,
  },
  {
    name: 'ingest',
    summary: 'run one ingest cycle over the feeds now',
    load: () => require('./ingest').ingestCommand,
  },
  {
    name: 'replay',
    summary: 'ingest a JSON Lines replay file',
    load: () => require('./replay').replayCommand,
  },
  {
    name: 'analyze',
    summary: 'run the event analysis over JSON Lines articles already grouped into events (no store)',
    load: () => require('./analyze').analyzeCommand,
  },
  { name: 'worker', summary: 'run the scheduled ingest loop', load: () => require('./worker').workerCommand },
  {
    name: 'enrich',
    summary: 'tag JSON Lines from stdin: tickers, topics, sentiment, market score, framing',
    load: () => require('./enrich').enrichCommand,
  },
  {
    name: 'cluster',
    summary: 'cluster JSON Lines articles from stdin into events with the service clustering',
    load: () => require('./cluster').clusterCommand,
  },
  {
    name: 'keys',
    summary: 'create, list, re-tier and revoke API keys',
    load: () => require('./keys').keysCommand,
  },
  {
    name: 'accounts',
    summary: "change a person's account: its tier, suspend or resume it, reset its password",
    load: () => require('./accounts').accountsCommand,
  },
  {
    name: 'feedback',
    summary: "export readers' flags on the analysis as labelled JSON Lines",
    load: () => require('./feedback').feedbackCommand,
  },
  {
    name: 'rescore',
    summary: 're-score events whose divergence an older method version computed',
    load: () => require('./rescore').rescoreCommand,
  },
  {
    name: 'reembed',
    summary:
      'fill missing or outdated meaning vectors of articles and their events (progress bar; resumable)',
    load: () => require('./reembed').reembedCommand,
  },
  {
    name: 'rollover',
    summary: 'roll the articles over to a new backing index when a rollover condition is met',
    load: () => require('./rollover').rolloverCommand,
  },
  {
    name: 'es',
    summary: 'start, stop or report the embedded Elasticsearch',
    load: () => require('./es').esCommand,
  },
  {
    name: 'backup',
    summary: 'snapshot every index of the prefix into a snapshot repository; list or delete snapshots',
    load: () => require('./backup').backupCommand,
  },
  {
    name: 'restore',
    summary: 'restore a snapshot taken by `parallax backup` (indices and aliases)',
    load: () => require('./restore').restoreCommand,
  },
  {
    name: 'redis',
    summary: "start, stop or report the project's own Redis",
    load: () => require('./redis').redisCommand,
  },
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: parallax <command> [options]   (parallax <command> --help for details)',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  // Before anything can start libuv's pool (a file read, a hash): its size is fixed by the first task.
  sizeThreadPool();
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name ? 0 : 2;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    console.error(`unknown command "${name}"\n\n${help()}`);
    return 2;
  }
  try {
    const command = entry.load();
    if (wantsHelp(args)) {
      console.log(command.usage);
      return 0;
    }
    return await command.run(args);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : `parallax ${name}: ${(err as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
