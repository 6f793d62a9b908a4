import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's script, injected into the page (@axe-core/playwright needs Node 22; axe-core does not). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA; with the two rules axe keeps off by default that AA asks for. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/** The impacts issue 33 holds at zero: serious and critical, and moderate (none needed a justification). */
const HELD = ['critical', 'serious', 'moderate'];

/** What axe finds moderate, serious or critical on the page as it stands, each rule with the elements it names. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // A dialog or tooltip still fading in has its colours half-way: measured once it has arrived.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, held }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      type AxeResults = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
      });
      return results.violations
        .filter((violation) => held.includes(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
    },
    { tags: WCAG_AA, held: HELD },
  );
}
