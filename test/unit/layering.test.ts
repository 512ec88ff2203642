// The floors of src/ drawn from the imports (.dependency-cruiser.cjs): the real tree keeps them, and the same rules
// refuse each kind of breach in a small tree written here, so a passing first test means the rules can fail.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONFIG = path.resolve(__dirname, '../../.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

const DEPCRUISE = path.resolve(__dirname, '../../node_modules/.bin/depcruise');

/** The rule breaches dependency-cruiser finds in `dir`/src with the house's rules (its tsconfig.json read). */
async function violations(dir: string): Promise<Violation[]> {
  // depcruise exits non-zero when it finds a breach; its JSON report is on standard output either way.
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      DEPCRUISE,
      ['src', '--config', CONFIG, '--output-type', 'json'],
      { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
      (err, out, stderr) => (out ? resolve(out) : reject(err ?? new Error(stderr))),
    );
  });
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeBreach = (v: Violation) =>
  `${v.rule.name}: ${v.from} -> ${v.cycle ? v.cycle.map((step) => step.name).join(' -> ') : v.to}`;

describe('the layering of src/', function () {
  // Cruising 450 TypeScript files takes about ten seconds alone, several times that on a busy box.
  this.timeout(180_000);

  it('keeps every floor: no import points up or to a neighbour, and no file is on a circle', async () => {
    const found = await violations(path.resolve(__dirname, '../..'));
    expect(found.map(describeBreach)).to.deep.equal([]);
  });

  describe('on a tree that breaks it', () => {
    let dir: string;
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'commonjs', strict: true } }),
      'src/spec.ts': 'export const A = 1;\n',
      // Up: a service reaching into the REST adapter.
      'src/services/list.ts': "import { B } from '../http/route';\nexport const C = B;\n",
      'src/http/route.ts': 'export const B = 2;\n',
      // Sideways: one adapter importing another.
      'src/mcp/tool.ts': "import { D } from '../web/page';\nexport const E = D;\n",
      // Down: allowed.
      'src/web/page.ts': "import { F } from '../store/a';\nexport const D = F;\n",
      // A circle inside one folder.
      'src/store/a.ts': "import { G } from './b';\nexport const F = 3;\nexport const H = G;\n",
      'src/store/b.ts': "import { F } from './a';\nexport const G = F;\n",
      // A folder with no floor.
      'src/elsewhere/thing.ts': "import { A } from '../spec';\nexport const I = A;\n",
    };

    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'parallax-layering-'));
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await writeFile(path.join(dir, name), text);
      }
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it('refuses the upward import, the neighbour import, the circle and the unplaced folder, and nothing else', async () => {
      const found = (await violations(dir)).map(describeBreach).sort();
      expect(found).to.deep.equal([
        'layer-mcp: src/mcp/tool.ts -> src/web/page.ts',
        'layer-services: src/services/list.ts -> src/http/route.ts',
        'layer-unplaced: src/elsewhere/thing.ts -> src/spec.ts',
        'no-circular: src/store/a.ts -> src/store/b.ts -> src/store/a.ts',
      ]);
    });
  });
});
