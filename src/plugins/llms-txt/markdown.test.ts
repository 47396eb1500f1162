import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cleanMarkdown, type CleanOptions } from './markdown';
import { findMarkdownResidue } from '../../../tests/residue/residue';

const fixture = path.join(__dirname, 'fixtures', 'page.mdx');
const options: CleanOptions = {
  site: { url: 'https://example.com', baseUrl: '/trpc-docs/' },
  pageUrl: 'https://example.com/trpc-docs/docs/fixture',
  title: 'Fixture page',
  resolveDocFile: (href) => (href === './setup.mdx' ? 'https://example.com/trpc-docs/docs/setup' : undefined),
};
const cleaned = cleanMarkdown(readFileSync(fixture, 'utf8'), 'fixtures/page.mdx', options);

/** The fenced code blocks of a Markdown text, with the line above each. */
function fences(markdown: string): { before: string; lang: string; code: string }[] {
  return [...markdown.matchAll(/(?:^|\n)([^\n]*)\n\n```(\w*)\n([\s\S]*?)\n```/g)].map(([, before, lang, code]) => ({ before, lang, code }));
}

describe('cleanMarkdown', () => {
  it('drops front matter, imports, exports and the heading repeating the title', () => {
    assert.doesNotMatch(cleaned, /sidebar_position|^---$/m);
    assert.doesNotMatch(cleaned, /from '@theme\/Tabs'|answer = 42/);
    assert.deepEqual(findMarkdownResidue(cleaned), []);
    assert.doesNotMatch(cleaned, /^# Fixture page/m);
    assert.match(cleaned, /^Read the /);
  });

  it('makes every link absolute under the base URL, Markdown file links included', () => {
    assert.match(cleaned, /\[setup\]\(https:\/\/example\.com\/trpc-docs\/docs\/setup#install\)/);
    assert.match(cleaned, /\[routers page\]\(https:\/\/example\.com\/trpc-docs\/docs\/server\/routers\)/);
    assert.match(cleaned, /\[the same section\]\(https:\/\/example\.com\/trpc-docs\/docs\/fixture#usage\)/);
    assert.match(cleaned, /\[GitHub\]\(https:\/\/github\.com\/trpc\/trpc\)/);
    // Inside tables too.
    assert.match(cleaned, /\| `url` \| Where the \[server\]\(https:\/\/example\.com\/trpc-docs\/docs\/server\/adapters\) listens \|/);
    for (const [, url] of cleaned.matchAll(/\]\(([^)]+)\)/g)) {
      assert.ok(url.startsWith('https://example.com/trpc-docs/') || url.startsWith('https://github.com/'), url);
    }
  });

  it('keeps the heading text without its custom anchor', () => {
    assert.match(cleaned, /^## Usage$/m);
  });

  it('turns admonitions into block quotes led by their kind and title', () => {
    assert.match(cleaned, /> \*\*Tip: Using tRPC 10\?\*\*\n>\n> This page has a \[10\.x version\]/);
    assert.match(cleaned, /> \*\*Note\*\*\n>\n> A plain note\./);
    assert.doesNotMatch(cleaned, /:::/);
  });

  it('leaves an admonition title written the old way as text, as the site does, for the residue check', () => {
    const old = cleanMarkdown(':::tip Using tRPC 10?\nThis page has a 10.x version.\n:::', 'old.mdx', options);
    assert.deepEqual(findMarkdownResidue(old), ['line 1: :::tip Using tRPC 10?', 'line 3: :::']);
  });

  it('shows each tab under its label, and drops JSX without text', () => {
    assert.match(cleaned, /\*\*With npm\*\*\n\n\*\*`server\.ts`\*\*\n\n```ts\nconst count/);
    assert.match(cleaned, /\*\*yarn\*\*\n\nPlain text in the second tab\./);
    assert.match(cleaned, /\*\*More details\*\*\n\nHidden \*\*until\*\* opened with `a click`\./);
    assert.doesNotMatch(cleaned, /<\/?[A-Za-z]/);
  });

  it('shows code samples as the site does: no setup, no directives, one titled block per file', () => {
    const blocks = fences(cleaned);
    assert.deepEqual(
      blocks.map((block) => [block.before, block.lang]),
      [
        ['> A plain note.', 'bash'],
        ['**`server.ts`**', 'ts'],
        ['**`client.ts`**', 'ts'],
      ],
    );
    assert.equal(blocks[0].code, 'npm install @trpc/server zod');
    assert.equal(blocks[1].code, "const count: number = 'one';");
    assert.equal(blocks[2].code, "import { t } from './server';\nconst router = t.router({});");
    assert.doesNotMatch(cleaned, /---cut---|@filename|@errors|\^\?|npm2yarn|initTRPC/);
  });

  it('leaves colons in running text alone', () => {
    assert.match(cleaned, /Time is 8:30 and key:value stays text\.$/);
  });

  it('finds leftovers a broken cleaner would leave', () => {
    const raw = readFileSync(fixture, 'utf8');
    const residue = findMarkdownResidue(raw).join('\n');
    for (const leftover of ['import Tabs', 'export const', '<Tabs>', '<TabItem', ':::tip', '// @errors', '// @filename', '// ---cut---', '//    ^?']) {
      assert.ok(residue.includes(leftover), `${leftover} not found in:\n${residue}`);
    }
    // Imports inside a sample are code the reader sees.
    assert.deepEqual(findMarkdownResidue("```ts\nimport { z } from 'zod';\n```"), []);
  });

  it('names the file when the MDX does not parse', () => {
    assert.throws(() => cleanMarkdown('<Tabs>\n\nnever closed', 'docs/broken.mdx', options), /docs\/broken\.mdx/);
  });
});
