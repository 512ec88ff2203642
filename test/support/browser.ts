// Headless Chromium for page tests: Debian's chromium package (installed on first use when running as root),
// driven by playwright-core. The flags keep Chromium off the network it would otherwise call home on, which the
// closed network here refuses; playwright gives each launch a new empty profile directory.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureBinary } from '../../src/runtime/packages';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Screenshots land here (a CI artifact; the README's pictures are copies of some of them). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-artifacts', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = await ensureBinary('chromium', 'chromium', (line) => console.log(line));
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core's WCAG 2.x A and AA rules on the page as it is now; the violations, each with its elements. */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol rather than added as a script element, which the pages' CSP forbids.
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Saves a full-page PNG of the page under SCREENSHOT_DIR and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
