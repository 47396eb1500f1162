/**
 * The rendering cache: one file per page key, under a folder named after the
 * toolchain (toolchainKey.ts). Each page is compiled in a program of its own,
 * so its rendering depends on its own source and the toolchain only: editing
 * a page re-checks that page alone. `DOCUSAURUS_NO_PERSISTENT_CACHE=1`
 * switches it off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RenderedSamples } from '../protocol';
import { toolchainKey } from './toolchainKey';

export class PageCache {
  private readonly dir: string;
  private readonly enabled = !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  private created = false;

  constructor(projectRoot: string) {
    this.dir = path.join(projectRoot, 'node_modules', '.cache', 'typed-samples', toolchainKey(projectRoot));
  }

  read(pageKey: string): RenderedSamples | undefined {
    if (!this.enabled) return undefined;
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir, `${pageKey}.json`), 'utf8')) as RenderedSamples;
    } catch {
      return undefined;
    }
  }

  /** Stores a page just rendered, under its page key (renderedSamples.ts). */
  write(pageKey: string, samples: RenderedSamples): void {
    if (!this.enabled) return;
    if (!this.created) {
      // Entries of other toolchains are of no use any more.
      const parent = path.dirname(this.dir);
      if (fs.existsSync(parent))
        for (const entry of fs.readdirSync(parent))
          if (entry !== path.basename(this.dir)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
      fs.mkdirSync(this.dir, { recursive: true });
      this.created = true;
    }
    // Renamed into place: a build and a dev server may share the cache.
    const file = path.join(this.dir, `${pageKey}.json`);
    fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(samples));
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }

  /** Drops the entries of pages not in `site` (page keys): pages since edited or deleted. */
  prune(site: Iterable<string>): void {
    if (!this.enabled || !fs.existsSync(this.dir)) return;
    const current = new Set([...site].map((key) => `${key}.json`));
    for (const entry of fs.readdirSync(this.dir)) if (!current.has(entry) && !entry.endsWith('.tmp')) fs.rmSync(path.join(this.dir, entry), { force: true });
  }
}
