import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { addPageLinks, breakableTitle } from './pageLinks';

const root = mkdtempSync(path.join(tmpdir(), 'page-links-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const page = (heading: string, home: string) => `---\ntitle: "x"\n---\n\n${heading}\n\nDefined in: [${home}/src/TRPCClientError.ts:25](https://github.com/x)\n`;

describe('addPageLinks', () => {
  write('docs/server/error-handling.mdx', '---\ntitle: Error handling\n---\n');
  write('docs/typedoc/client/classes/TRPCClientError.md', page('# Class: TRPCClientError\\<TRouterOrProcedure\\>', 'client'));
  write('docs/typedoc/react-query/classes/TRPCClientError.md', page('# Class: TRPCClientError\\<TRouterOrProcedure\\>', 'client'));
  write('docs/typedoc/client/functions/getFetch.md', page('# Function: getFetch()', 'client'));
  const input = {
    apiDir: path.join(root, 'docs/typedoc'),
    docsDir: path.join(root, 'docs'),
    packages: ['client', 'react-query'],
    guides: { client: { TRPCClientError: ['server/error-handling'] } },
  };
  addPageLinks(input);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('links the guides of an export under its title', () => {
    assert.match(read('docs/typedoc/client/classes/TRPCClientError.md'), /\n\nGuide: \[Error handling\]\(\.\.\/\.\.\/\.\.\/server\/error-handling\.mdx\)\.\n/);
  });

  it('says a re-exported page is re-exported, links the original and its guides', () => {
    const reexport = read('docs/typedoc/react-query/classes/TRPCClientError.md');
    assert.match(reexport, /Re-exported by `@trpc\/react-query` from `@trpc\/client`: this is \[`TRPCClientError` of @trpc\/client\]\(\.\.\/\.\.\/client\/classes\/TRPCClientError\.md\)/);
    assert.match(reexport, /Guide: \[Error handling\]/);
  });

  it('lets the title break before its type parameters only', () => {
    assert.equal(breakableTitle('# Class: TRPCClientError\\<TRouterOrProcedure\\>'), '# Class: TRPCClientError<wbr />\\<TRouterOrProcedure\\>');
    assert.match(read('docs/typedoc/client/classes/TRPCClientError.md'), /^# Class: TRPCClientError<wbr \/>\\<TRouterOrProcedure\\>$/m);
    assert.doesNotMatch(read('docs/typedoc/client/functions/getFetch.md'), /Guide|Re-exported|wbr/);
  });

  it('stops on a guide that is no page, naming the table', () => {
    write('docs/typedoc/client/functions/httpLink.md', page('# Function: httpLink()', 'client'));
    assert.throws(() => addPageLinks({ ...input, guides: { client: { httpLink: ['links/nope'] } } }), /guides\.ts names the guide "links\/nope", but docs\/links\/nope\.mdx does not exist/);
  });
});
