/**
 * One small file per page, under the site's generated files, saying whether
 * the page's module should show the page's types (`typed`) or its code only
 * (`untyped`: the types are not ready yet). Each page's module depends on
 * its stamp (pageStampLoader.js), so rewriting a stamp makes the dev
 * server's bundler compile that page again, and that page only. A stamp is
 * written only when its state changes: the bundler's persistent cache keeps
 * a page compiled with its types across restarts, and compiles it again
 * when its state is no longer the one it was compiled with.
 */
import fs from 'node:fs';
import path from 'node:path';

export type StampState = 'typed' | 'untyped';

export class PageStamps {
  constructor(readonly dir: string) {}

  /** The stamp of the page at `docPath` (relative to the site); pageStampLoader.js names it the same. */
  file(docPath: string): string {
    return path.join(this.dir, `${docPath}.stamp`);
  }

  read(docPath: string): StampState | undefined {
    try {
      const state = fs.readFileSync(this.file(docPath), 'utf8');
      return state === 'typed' || state === 'untyped' ? state : undefined;
    } catch {
      return undefined;
    }
  }

  /** Sets the page's state; whether the stamp changed (and the page will be compiled again). */
  write(docPath: string, state: StampState): boolean {
    if (this.read(docPath) === state) return false;
    const file = this.file(docPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, state);
    return true;
  }
}
