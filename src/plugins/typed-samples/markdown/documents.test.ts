import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Problem } from '../protocol';
import { readDocuments } from './documents';

describe('readDocuments', () => {
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-samples-'));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), content);
    };
    write('docs/intro.md', '# Intro');
    write('docs/typedoc/api.md', '# Generated, never checked');
    write('blog/post.mdx', '# Post');
    write('other/ignored.md', '# Not in a checked folder');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds the default folders, skipping docs/typedoc', () => {
    const problems: Problem[] = [];
    assert.deepEqual(readDocuments(root, undefined, problems).map((document) => document.path), ['blog/post.mdx', 'docs/intro.md']);
    assert.deepEqual(problems, []);
  });

  it('limits the pages to the given paths and reports missing ones', () => {
    const problems: Problem[] = [];
    assert.deepEqual(readDocuments(root, ['docs', 'nope.md'], problems).map((document) => document.path), ['docs/intro.md']);
    assert.deepEqual(problems, [{ docPath: 'nope.md', line: 0, message: 'no such file or folder' }]);
  });
});
