// Mocha runs the TypeScript tests through tsx; test/bootstrap.ts starts (or reuses) ES and Redis once.
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts'],
  spec: ['test/**/*.test.ts'],
  require: ['test/bootstrap.ts'],
  timeout: 20000,
  exit: true,
};
