import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The site's axe scan: WCAG 2.1 A and AA rules plus the best-practice rules
 * that still fail it, reduced to what blocks (serious or critical
 * violations, and any violation of a required best practice).
 */

/**
 * Best-practice rules (not WCAG criteria, and only "moderate" for axe) that
 * still fail the scan: a page without an h1 leaves heading navigation
 * starting on an arbitrary item.
 */
const REQUIRED_BEST_PRACTICES = ['page-has-heading-one'];

export interface BlockingViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** Blocking violations on the page as it is now (or inside `include` only). */
export async function blockingViolations(page: Page, include?: string): Promise<BlockingViolation[]> {
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: Object.fromEntries(REQUIRED_BEST_PRACTICES.map((rule) => [rule, { enabled: true }])),
  });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || REQUIRED_BEST_PRACTICES.includes(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`),
    }));
}
