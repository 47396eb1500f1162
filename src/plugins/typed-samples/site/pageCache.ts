/**
 * The rendering cache: one file per page key, under a folder named after the
 * toolchain (toolchainKey.ts). Each page is compiled in a program of its own,
 * so its rendering depends on its own source and the toolchain only: editing
 * a page re-checks that page alone. `DOCUSAURUS_NO_PERSISTENT_CACHE=1`
 * switches it off.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MarkdownDocument, RenderedSamples } from '../protocol';
import { toolchainKey } from './toolchainKey';

/**
 * Each document's page key, by path: it identifies a page's source, and its
 * samples' renderings depend on nothing else of the site (one program per page).
 */
export function pageKeys(documents: MarkdownDocument[]): Map<string, string> {
  return new Map(
    documents.map((document) => [
      document.path,
      createHash('sha256').update(document.path).update('\0').update(document.content).digest('base64url').slice(0, 27),
    ]),
  );
}

export class PageCache {
  private readonly dir: string;
  private readonly enabled = !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;

  constructor(projectRoot: string) {
    this.dir = path.join(projectRoot, 'node_modules', '.cache', 'typed-samples', toolchainKey(projectRoot));
  }

  read(pageKey: string): RenderedSamples | undefined {
    if (!this.enabled) return undefined;
    const file = path.join(this.dir, `${pageKey}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedSamples) : undefined;
  }

  /** Stores the pages just rendered and drops entries of other toolchains and of pages not in `site` (page keys). */
  write(rendered: Map<string, RenderedSamples>, site: Iterable<string>): void {
    if (!this.enabled) return;
    const parent = path.dirname(this.dir);
    if (fs.existsSync(parent))
      for (const entry of fs.readdirSync(parent))
        if (entry !== path.basename(this.dir)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    for (const [key, samples] of rendered) fs.writeFileSync(path.join(this.dir, `${key}.json`), JSON.stringify(samples));
    const current = new Set([...site].map((key) => `${key}.json`));
    for (const entry of fs.readdirSync(this.dir)) if (!current.has(entry)) fs.rmSync(path.join(this.dir, entry), { force: true });
  }
}
