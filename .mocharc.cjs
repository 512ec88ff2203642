// Mocha runs the TypeScript tests through tsx (`npx mocha test/x.test.ts` runs one file; `npm test` all). Tests that need ES and Redis start (or reuse) them on first use;
// test/bootstrap.ts cleans up after the suite. The reporter ends with a plain 'N passed, N failed' line.
// A left-over `.only` fails the run instead of silently running one test. Pending tests are allowed: a few skip
// themselves where the machine decides (no path.repo on the cluster, not running as root), and the closing line
// counts them.
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts'],
  require: ['test/bootstrap.ts'],
  reporter: 'test/reporter.cjs',
  timeout: 20000,
  exit: true,
  'forbid-only': true,
};
