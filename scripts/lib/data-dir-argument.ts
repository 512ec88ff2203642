// The data directory a script reads, from its first argument; without one the script prints its usage line and
// exits with status 2.
export function dataDirArgument(usage: string): string {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return dataDir;
}
