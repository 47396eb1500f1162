import fs from 'node:fs';
import path from 'node:path';
import { docusaurus } from './docusaurusCli';

/**
 * The small site with the typed-samples plugins (tests/sample-errors/site)
 * that the sample-error and types-on-demand tests build and serve. Its docs
 * folder is written from tests/sample-errors/pages, where each failing page
 * comes with the lines the build must print for it (`<page>.errors.txt`)
 * and, for the dev server, its fixed version. Each spec file has a copy of
 * the site of its own (the same config, its own docs and generated files:
 * tests/sample-errors/site-on-demand), so that they may run side by side.
 */
const ROOT = path.resolve(__dirname, '..', '..');
export const FIXTURES = path.join(ROOT, 'tests', 'sample-errors');

export const expectedLines = (page: string) => fs.readFileSync(path.join(FIXTURES, 'pages', `${page}.errors.txt`), 'utf8').trim().split('\n');

export class SampleSite {
  /** The site's folder, and its docs folder. */
  readonly dir: string;
  readonly docs: string;

  /** `name`: the site's folder under tests/sample-errors. */
  constructor(name: 'site' | 'site-on-demand') {
    this.dir = path.join(FIXTURES, name);
    this.docs = path.join(this.dir, 'docs');
  }

  /** Makes the site's docs its home page and the given pages of tests/sample-errors/pages. */
  writeDocs(pages: string[]): void {
    this.removeDocs();
    fs.mkdirSync(this.docs);
    for (const page of ['index', ...pages]) fs.copyFileSync(path.join(FIXTURES, 'pages', `${page}.mdx`), path.join(this.docs, `${page}.mdx`));
  }

  removeDocs(): void {
    fs.rmSync(this.docs, { recursive: true, force: true });
  }

  /** Replaces the page `name` of the docs with the fixture page `fixture`. */
  replacePage(name: string, fixture: string): void {
    fs.copyFileSync(path.join(FIXTURES, 'pages', `${fixture}.mdx`), path.join(this.docs, `${name}.mdx`));
  }

  /** `docusaurus <command> <site> <args>` (./docusaurusCli.ts). */
  docusaurus(command: 'build' | 'start', args: string[], env: NodeJS.ProcessEnv = {}) {
    return docusaurus([command, this.dir, ...args], env);
  }
}
