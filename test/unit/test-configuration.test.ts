// The checks that keep the suite honest are switched on where `npm test` reads them: mocha refuses a left-over
// `.only`, and ESLint's type-aware rule against floating promises applies to the sources, tests and scripts.
import { expect } from 'chai';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('test and lint configuration', () => {
  it('makes mocha fail a run that holds a .only', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mocharc = require(path.join(root, '.mocharc.cjs')) as Record<string, unknown>;
    expect(mocharc['forbid-only']).to.equal(true);
  });

  it('lints every TypeScript file with no-floating-promises as an error, type-aware', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'src/server.ts',
      'test/bootstrap.ts',
      'scripts/lint-openapi.ts',
      'bench/account.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown>;
        languageOptions: { parserOptions?: { projectService?: unknown } };
      };
      const rule = config.rules['@typescript-eslint/no-floating-promises'];
      expect([rule].flat()[0], file).to.be.oneOf([2, 'error']);
      expect(config.languageOptions.parserOptions?.projectService, file).to.equal(true);
    }
  });
});
