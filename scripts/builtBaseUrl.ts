import fs from 'node:fs';
import path from 'node:path';

/**
 * The base URL the Docusaurus build in `dir` was made for, read from its
 * pages: they load the runtime chunk from `<baseUrl>assets/js/`. Undefined
 * when `dir` holds no build.
 */
export function builtBaseUrl(dir: string): string | undefined {
  for (const page of ['index.html', '404.html']) {
    const file = path.join(dir, page);
    if (!fs.existsSync(file)) continue;
    // Minified HTML leaves the attribute unquoted: `<script src=/trpc-docs/assets/js/runtime~main.4c471622.js defer>`.
    const match = /<script[^>]+src=["']?([^"'\s>]*\/)assets\/js\/(?:runtime~main|main)\.\w+\.js/.exec(fs.readFileSync(file, 'utf8'));
    if (match) return match[1];
  }
  return undefined;
}
