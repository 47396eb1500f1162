import fs from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { docusaurus } from '../e2e/docusaurusCli';
import { type IndexedPage, readIndex } from './readIndex';

/**
 * The test site of the index `npm start` builds from Markdown sources
 * (site/docusaurus.config.ts). Its pages live in pages/ and are written into
 * the site by the tests; its src/ is a link to the repository's, whose theme
 * wrappers put the offline search into the navbar.
 *
 * `npx tsx tests/dev-search/fixtureSite.ts` builds the site and writes
 * expected.json: the production index of its pages, which the unit test of
 * the Markdown reader (src/plugins/local-search/devServer/fixtureSite.test.ts)
 * holds the records read from the sources to.
 */
export const FIXTURES = __dirname;
export const SITE = path.join(FIXTURES, 'site');
export const EXPECTED = path.join(FIXTURES, 'expected.json');
const WRITTEN = ['docs', 'blog', 'src'];

export function writeSite(): void {
  removeSite();
  for (const folder of ['docs', 'blog']) fs.cpSync(path.join(FIXTURES, 'pages', folder), path.join(SITE, folder), { recursive: true });
  fs.symlinkSync(path.relative(SITE, path.join(FIXTURES, '..', '..', 'src')), path.join(SITE, 'src'), 'dir');
}

export function removeSite(): void {
  for (const folder of WRITTEN) fs.rmSync(path.join(SITE, folder), { recursive: true, force: true });
}

/** `docusaurus build` of the written site into `outDir`. */
export function buildSite(outDir: string) {
  return docusaurus(['build', SITE, '--out-dir', outDir]);
}

/** The search index a build wrote. */
export function indexOfBuild(outDir: string): Promise<IndexedPage[]> {
  return readIndex(async (file) => JSON.parse(await readFile(path.join(outDir, 'search-index', decodeURIComponent(file)), 'utf8')));
}

export async function expectedIndex(): Promise<IndexedPage[]> {
  return JSON.parse(await readFile(EXPECTED, 'utf8')) as IndexedPage[];
}

if (require.main === module) {
  void (async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-search-build-'));
    writeSite();
    try {
      const build = buildSite(outDir);
      if ((await build.exited) !== 0) throw new Error(`The test site does not build:\n${build.output()}`);
      await writeFile(EXPECTED, `${JSON.stringify(await indexOfBuild(outDir), null, 2)}\n`);
      console.log(`Wrote ${path.relative(process.cwd(), EXPECTED)}.`);
    } finally {
      removeSite();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  })();
}
