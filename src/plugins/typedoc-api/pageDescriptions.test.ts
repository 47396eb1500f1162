import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { PACKAGE_OPTION } from './descriptions.mjs';

describe('the TypeDoc plugin', () => {
  it('writes the description into the front matter of every page TypeDoc renders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-descriptions-'));
    try {
      const entry = path.join(dir, 'index.ts');
      await writeFile(
        entry,
        [
          '/**',
          ' * Makes a widget. The page shows this comment; the description does not copy it.',
          ' * @deprecated Use {@link makeBiggerWidget} instead.',
          ' */',
          'export function makeWidget(size: number): Widget { return new Widget(size); }',
          'export class Widget {',
          '  constructor(public size: number) {}',
          '  grow(): void { this.size += 1; }',
          '}',
          'export function makeBiggerWidget(size: number): Widget { return new Widget(size * 2); }',
          '/** @deprecated will go in the next major */',
          'export const legacySize = 1;',
        ].join('\n'),
      );
      await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: true }, files: ['index.ts'] }));
      const out = path.join(dir, 'out');
      // Through docusaurus-plugin-typedoc, as the site runs it: importing TypeDoc
      // here would load a second copy (require() under tsx), whose reflections
      // the first one's renderer refuses.
      const { default: typedocPlugin } = await import('docusaurus-plugin-typedoc');
      const options = {
        id: 'widgets',
        name: '@trpc/widgets',
        entryPoints: [entry],
        tsconfig: path.join(dir, 'tsconfig.json'),
        out,
        plugin: [path.join(__dirname, 'pageDescriptions.mjs')],
        readme: 'none',
        entryFileName: 'index.md',
        disableSources: true,
        logLevel: 'Warn' as const,
        [PACKAGE_OPTION]: { name: '@trpc/widgets', version: '1.0.0', summary: 'Widgets of every size.' },
      };
      await typedocPlugin({ siteDir: dir, siteConfig: { presets: [] } } as unknown as LoadContext, options);
      const description = async (file: string) => {
        const fileContent = await readFile(path.join(out, file), 'utf8');
        return (await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent })).frontMatter.description;
      };
      assert.equal(await description('index.md'), 'The API reference of @trpc/widgets 1.0.0: 1 class, 1 variable and 2 functions. Widgets of every size.');
      assert.equal(
        await description('functions/makeWidget.md'),
        'The makeWidget function of @trpc/widgets 1.0.0: its parameter size and its return type. Deprecated in favour of makeBiggerWidget.',
      );
      assert.equal(await description('classes/Widget.md'), 'The Widget class of @trpc/widgets 1.0.0: its constructor, the property size and the method grow().');
      assert.equal(
        await description('variables/legacySize.md'),
        'The legacySize constant of @trpc/widgets 1.0.0 and its type. Deprecated.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
