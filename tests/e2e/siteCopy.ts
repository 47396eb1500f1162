import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docusaurus } from './docusaurusCli';

const ROOT = path.resolve(__dirname, '..', '..');

/** What `docusaurus start` of this site reads, besides its packages. */
const SITE_FILES = [
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'blog',
  'src',
  'static',
  'i18n',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * A copy of this site in a temporary folder, to start `docusaurus start` on
 * it from cold (no `.docusaurus/`, no bundler or type cache) without
 * touching the repository's generated files and caches, which the build and
 * the other tests use. Its `node_modules` is a folder of links to the
 * repository's packages, so that its caches (`node_modules/.cache`) are its
 * own; only the API reference's cache is copied, when there is one: TypeDoc
 * only delays the server, and is not what is tested here.
 */
export class SiteCopy {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trpc-docs-site-'));

  constructor() {
    for (const name of SITE_FILES)
      fs.cpSync(path.join(ROOT, name), path.join(this.dir, name), {
        recursive: true,
        // The generated API reference comes from its cache, below.
        filter: (source) => path.relative(ROOT, source) !== path.join('docs', 'typedoc'),
      });
    const modules = path.join(this.dir, 'node_modules');
    fs.mkdirSync(modules);
    for (const name of fs.readdirSync(path.join(ROOT, 'node_modules')))
      if (name !== '.cache') fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
    const apiCache = path.join(ROOT, 'node_modules', '.cache', 'typedoc-api');
    if (fs.existsSync(apiCache)) fs.cpSync(apiCache, path.join(modules, '.cache', 'typedoc-api'), { recursive: true });
  }

  private config = 'docusaurus.config.ts';

  /**
   * Has `start` hold the end of the bundler's first compile until the stamp
   * of the page at `docPath` says `typed` (./firstCompileHold.ts), through a
   * config of the copy's own that adds that plugin to the site's.
   */
  holdFirstCompile(docPath: string): void {
    this.config = 'first-compile-hold.config.ts';
    const plugin = path.join(__dirname, 'firstCompileHold').split(path.sep).join('/');
    fs.writeFileSync(
      path.join(this.dir, this.config),
      [
        "import site from './docusaurus.config';",
        `import firstCompileHold from '${plugin}';`,
        `export default { ...site, plugins: [...(site.plugins ?? []), [firstCompileHold, { docPath: ${JSON.stringify(docPath)} }]] };`,
        '',
      ].join('\n'),
    );
  }

  /** `docusaurus start` of the copy, from its folder (the bundler's cache goes under the working directory), with its caches. */
  start(port: number, env: NodeJS.ProcessEnv = {}) {
    return docusaurus(['start', this.dir, '--config', this.config, '--port', String(port), '--host', '127.0.0.1', '--no-open'], env, { cwd: this.dir, persistentCache: true });
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
