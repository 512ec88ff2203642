// Mocha runs the TypeScript tests through tsx (`npx mocha test/x.test.ts` runs one file; `npm test` all). Tests that need ES and Redis start (or reuse) them on first use;
// test/bootstrap.ts cleans up after the suite. The reporter ends with a plain 'N passed, N failed' line.
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts'],
  require: ['test/bootstrap.ts'],
  reporter: 'test/reporter.cjs',
  timeout: 20000,
  exit: true,
};
