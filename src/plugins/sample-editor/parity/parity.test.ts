/**
 * Parity: before any edit, the editor shows what the static view shows. Over
 * every sample of the site, the editor's checker (run here in Node, on the
 * samples and type packs the site serves) against the build's annotations
 * (read from the build's own pipeline): at least 99.5 % of hovers identical,
 * every callout and every error note identical. Every difference is printed.
 * A step of `npm test` of its own (`node --import tsx --test src/plugins/sample-editor/parity/parity.test.ts`), after the
 * code samples step has filled the build's cache.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteParity } from './siteParity';

const MIN_IDENTICAL_HOVERS = 0.995;

test('the editor shows the static view’s types, callouts and errors for every sample of the site', { timeout: 15 * 60_000 }, async () => {
  const report = await siteParity();
  const count = (kind: string) => report.differences.filter((difference) => difference.kind === kind).length;
  const hoverDifferences = count('hover');
  for (const difference of report.differences)
    console.log(`${difference.sample} ${difference.place}: ${difference.kind} differs\n  static: ${difference.static}\n  editor: ${difference.editor}`);
  const identical = (report.hovers - hoverDifferences) / Math.max(1, report.hovers);
  console.log(
    `editor parity: ${report.samples} samples; hovers ${report.hovers - hoverDifferences}/${report.hovers} identical (${(100 * identical).toFixed(2)} %), ` +
      `callouts ${report.callouts - count('callout')}/${report.callouts}, error notes ${report.errors - count('error')}/${report.errors} (and ${count('error')} differing)`,
  );
  assert.ok(report.samples > 0, 'no samples compared');
  assert.ok(identical >= MIN_IDENTICAL_HOVERS, `${hoverDifferences} of ${report.hovers} hovers differ: more than ${(100 * (1 - MIN_IDENTICAL_HOVERS)).toFixed(1)} %`);
  assert.equal(count('callout'), 0, 'callouts differ');
  assert.equal(count('error'), 0, 'error notes differ');
});
