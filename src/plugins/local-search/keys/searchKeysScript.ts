import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from '@swc/core';
import ts from 'typescript';

/**
 * The search key recorder (searchKeyRecorder.ts, beside this file) as the
 * inline script every page's <head> runs before it is painted: the module
 * compiled to plain JavaScript in a function of its own that records from
 * `window`, minified (it is in every page: about 1.5 KB gzip).
 */
export function searchKeysScript(keysDir: string): string {
  const file = path.join(keysDir, 'searchKeyRecorder.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  if (/^import\b/m.test(outputText)) throw new Error(`${file} must not import anything: it runs as an inline script.`);
  const body = outputText.replace(/^export /gm, '');
  return minifySync(`(function(){${body}\nrecordSearchKeys(window);})();`, { compress: true, mangle: true }).code;
}
