import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the run with one plain `N passed, N failed` line, the closing line the
 * CI reads, whatever other reporters print.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count a test once, on its final attempt.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'skipped') this.skipped += 1;
    else if (result.status === test.expectedStatus) this.passed += 1;
    else this.failed += 1;
  }

  onEnd(): void {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`${this.passed} passed, ${this.failed} failed${skipped}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
