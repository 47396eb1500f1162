import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ENTRY_JS_BUDGET_KIB, PAGE_BUDGETS_KIB } from '../../bench/budgets';
import { SiteBuild } from '../../bench/lib/pageAssets';
import { BENCH_PAGES } from '../../bench/pages';

/**
 * Post-build check (needs `npm run build`): the JS and CSS a first visit to
 * each bench page downloads stay within the budgets of bench/budgets.ts.
 */
const root = path.join(__dirname, '..', '..');
const site = new SiteBuild(path.join(root, 'build'), path.join(root, '.docusaurus'));
const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function largest(files: string[]): string {
  return files
    .map((file) => site.size(file))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 4)
    .map((size) => `${size.file} ${kib(size.gzip)}`)
    .join(', ');
}

const HOW = 'Run `npm run bench:analyze` to see what grew; raise the budget in bench/budgets.ts only with a reason.';

describe('byte budgets of a first visit (gzip)', () => {
  it(`loads at most ${ENTRY_JS_BUDGET_KIB} KiB of entry JS (runtime + main) on every page`, () => {
    for (const { route } of BENCH_PAGES) {
      const entry = site.linkedAssets(route).js;
      const gzip = entry.reduce((sum, file) => sum + site.size(file).gzip, 0);
      assert.ok(
        gzip <= ENTRY_JS_BUDGET_KIB * KIB,
        `${route}: entry JS is ${kib(gzip)} (${largest(entry)}). ${HOW}`,
      );
    }
  });

  for (const { route, kind } of BENCH_PAGES) {
    const budget = PAGE_BUDGETS_KIB[kind];
    it(`${route} (${kind}) loads at most ${budget.js} KiB of JS and ${budget.css} KiB of CSS`, () => {
      const assets = site.pageAssets(route);
      assert.ok(
        assets.js.gzip <= budget.js * KIB,
        `${route}: first-load JS is ${kib(assets.js.gzip)}, budget ${budget.js} KiB. Largest: ${largest(assets.js.files)}. ${HOW}`,
      );
      assert.ok(
        assets.css.gzip <= budget.css * KIB,
        `${route}: first-load CSS is ${kib(assets.css.gzip)}, budget ${budget.css} KiB (${largest(assets.css.files)}). ${HOW}`,
      );
    });
  }
});
