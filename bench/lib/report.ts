import type { BenchResults } from './results';

/** Markdown tables of a benchmark run: printed by `npm run bench` and kept in bench/README.md. */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;
const msTenths = (value: number) => `${value.toFixed(1)} ms`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function renderMarkdown(results: BenchResults): string {
  const parts: string[] = [];
  const load = results.machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ');
  parts.push(
    `Measured ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${results.machine.cpus} cores (the commit is in results.json), ` +
      `Node ${results.machine.node} (load average at start: ${load}).`,
  );

  if (results.build) {
    const { cold, warm, htmlPages } = results.build;
    const rows = [
      ['Cold `docusaurus build`', seconds(cold.wallMs), seconds(cold.cpuMs), gb(cold.peakRssBytes)],
      ['Warm `docusaurus build`', seconds(warm.wallMs), seconds(warm.cpuMs), gb(warm.peakRssBytes)],
    ];
    if (results.start) {
      rows.push(['`docusaurus start` until the first page is served', seconds(results.start.wallMs), seconds(results.start.cpuMs), gb(results.start.peakRssBytes)]);
    }
    parts.push(`**Build** (${htmlPages} HTML pages)\n\n${table(['Step', 'Wall', 'CPU', 'Peak memory'], rows)}`);
  }

  if (results.typePass) {
    const pass = results.typePass;
    parts.push(
      `**Type pass**: \`npm run check:samples\` over the site, ${pass.samples} samples and ${pass.identifiers.toLocaleString('en-US')} identifiers with types, one program per page, in the pool of worker threads a cold build runs it in.\n\n` +
        table(['Wall', 'CPU', 'Peak memory'], [[seconds(pass.wallMs), seconds(pass.cpuMs), gb(pass.peakRssBytes)]]),
    );
  }

  parts.push(
    `**First visit**: bytes downloaded before the page is interactive, gzip (raw). Entry JS is what the HTML links (runtime + main); JS adds the route chunks loaded before hydration.\n\n` +
      table(
        ['Page', 'HTML', 'CSS', 'Entry JS', 'JS', 'JS files'],
        results.pages.map((page) => [
          `\`${page.route}\``,
          `${kb(page.html.gzip)} (${kb(page.html.raw)})`,
          `${kb(page.css.gzip)} (${kb(page.css.raw)})`,
          `${kb(page.entryJs.gzip)} (${kb(page.entryJs.raw)})`,
          `${kb(page.js.gzip)} (${kb(page.js.raw)})`,
          String(page.js.files),
        ]),
      ),
  );

  parts.push(
    `**Client-side navigation**: JS fetched when moving from one page to the next, gzip (raw).\n\n` +
      table(
        ['From', 'To', 'JS', 'Files'],
        results.navigations.map((nav) => [
          `\`${nav.from}\``,
          `\`${nav.to}\``,
          `${kb(nav.js.gzip)} (${kb(nav.js.raw)})`,
          String(nav.js.files),
        ]),
      ),
  );

  if (results.lighthouse) {
    const indexes = results.lighthouse.pages.map((page) => page.benchmarkIndex).filter((value) => !Number.isNaN(value));
    const speed = indexes.length
      ? ` Lighthouse's benchmark index of the machine: ${Math.min(...indexes)}–${Math.max(...indexes)}.`
      : '';
    parts.push(
      `**Lighthouse 12, mobile**, median of ${results.lighthouse.runs} runs, served gzip-compressed, third-party hosts unreachable.${speed}\n\n` +
        table(
          ['Page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Transferred', 'Failed audits'],
          results.lighthouse.pages.map((page) => [
            `\`${page.route}\``,
            String(page.scores.performance),
            String(page.scores.accessibility),
            String(page.scores['best-practices']),
            String(page.scores.seo),
            ms(page.fcp),
            ms(page.lcp),
            ms(page.tbt),
            page.cls.toFixed(3),
            kb(page.totalBytes),
            page.failedAudits.length ? page.failedAudits.join(', ') : '—',
          ]),
        ),
    );
  }
  if (results.search) {
    const { route, keystrokes, medianMs, p95Ms, maxMs } = results.search;
    parts.push(
      `**Search**: keystroke to results in the search modal on \`${route}\` (offline index loaded), ${keystrokes} keystrokes.\n\n` +
        table(['Median', 'p95', 'Max'], [[msTenths(medianMs), msTenths(p95Ms), msTenths(maxMs)]]),
    );
  }
  if (results.searchFirstHit) {
    const { route, query, cpuSlowdown, runs, cold, warm } = results.searchFirstHit;
    parts.push(
      `**Search, first answer**: from typing \`${query}\` in the modal on \`${route}\` to the first hit painted, CPU slowed ${cpuSlowdown}× (CDP), a fresh profile per run, ${runs} runs each. ` +
        'Cold: the modal opened with Ctrl+K and the query typed at once, nothing of the search downloaded before. Warm: typed once what opening the modal started has finished.\n\n' +
        table(
          ['', 'Median', 'Max', 'Runs that showed "No results" first'],
          [
            [`Cold (Ctrl+K to hit: ${ms(cold.openToHitMedianMs)})`, ms(cold.medianMs), ms(cold.maxMs), String(cold.falseNoResults)],
            ['Warm', ms(warm.medianMs), ms(warm.maxMs), String(warm.falseNoResults)],
          ],
        ),
    );
  }
  if (results.editor) {
    const { route, activation, typing } = results.editor;
    const byPart = [...new Set(activation.flatMap((run) => Object.keys(run.bytes)))].sort();
    const coldRun = activation.find((run) => run.cache === 'cold' && run.cpuSlowdown === 1) ?? activation[0];
    parts.push(
      `**Sample editor** on \`${route}\`: from a click on Edit to the first live errors and types, the page's CPU slowed by CDP (Chromium does not slow the worker that way), cold HTTP cache (a new profile) and warm (the same profile, page reloaded).\n\n` +
        table(
          ['CPU', 'Cold', 'Warm'],
          [...new Set(activation.map((run) => run.cpuSlowdown))].map((rate) => [
            `${rate}×`,
            ...(['cold', 'warm'] as const).map((cache) => {
              const run = activation.find((candidate) => candidate.cpuSlowdown === rate && candidate.cache === cache);
              return run ? ms(run.firstErrorsMs) : '—';
            }),
          ]),
        ) +
        `\n\nTyping (${typing.keystrokes} keystrokes at a human's pace): keystroke to updated errors and types median ${ms(typing.medianMs)}, p95 ${ms(typing.p95Ms)}; ` +
        `main-thread tasks over 50 ms while typing: ${typing.longTasks} (longest ${ms(typing.longestTaskMs)}).\n\n` +
        `What Edit downloads (cold, gzip as served):\n\n` +
        table(['Part', 'Bytes'], [...byPart.map((part) => [part, kb(coldRun.bytes[part] ?? 0)]), ['Total', kb(Object.values(coldRun.bytes).reduce((sum, bytes) => sum + bytes, 0))]]),
    );
  }
  return parts.join('\n\n');
}

export const README_START = '<!-- bench:start (written by `npm run bench`) -->';
export const README_END = '<!-- bench:end -->';

/** bench/README.md with the figures between the bench markers replaced. */
export function renderReadmeBlock(readme: string, markdown: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`bench/README.md has no ${README_START} … ${README_END} block in its "Latest figures" section.`);
  }
  return `${readme.slice(0, start + README_START.length)}\n${markdown}\n${readme.slice(end)}`;
}
