import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedPage } from './extract';
import { chunkOfRecord } from './indexFiles';
import { buildShards, recordsOfPage } from './searchIndex';

function page(path: string, tag: string, title: string, sections: [string | null, string][]): ExtractedPage {
  return {
    page: { path, lvl0: 'Docs', lvl1: title, tag, language: 'en', version: tag === 'default' ? null : 'current' },
    sections: sections.map(([heading, content], i) =>
      i === 0
        ? { level: 1, anchor: null, lvl2: null, lvl3: null, content, code: '' }
        : { level: 2, anchor: heading!.toLowerCase(), lvl2: heading, lvl3: null, content, code: '' },
    ),
  };
}

describe('recordsOfPage', () => {
  it('folds API reference boilerplate headings into the record above, keeping members', () => {
    const apiPage: ExtractedPage = {
      page: { path: '/docs/typedoc/server/classes/TRPCError', lvl0: 'API reference', lvl1: 'Class: TRPCError', tag: 'docs-default-current', language: 'en', version: 'current' },
      sections: [
        { level: 1, anchor: null, lvl2: null, lvl3: null, content: 'Defined in: error.ts', code: '' },
        { level: 2, anchor: 'extends', lvl2: 'Extends', lvl3: null, content: 'Error', code: '' },
        { level: 2, anchor: 'properties', lvl2: 'Properties', lvl3: null, content: '', code: '' },
        { level: 3, anchor: 'code', lvl2: 'Properties', lvl3: 'code', content: 'readonly code', code: '' },
        { level: 3, anchor: 'returns', lvl2: 'Properties', lvl3: 'cause', content: 'optional cause', code: '' },
      ],
    };
    const records = recordsOfPage(apiPage);
    assert.deepEqual(
      records.map((record) => [record.level, record.lvl3 ?? record.lvl2, record.content]),
      [
        [1, null, 'Defined in: error.ts Extends Error Properties'],
        [3, 'code', 'readonly code'],
        [3, 'cause', 'optional cause'],
      ],
    );
  });

  it('gives the same records under any base URL', () => {
    const sections: ExtractedPage['sections'] = [
      { level: 1, anchor: null, lvl2: null, lvl3: null, content: 'Defined in: router.ts', code: '' },
      { level: 2, anchor: 'parameters', lvl2: 'Parameters', lvl3: null, content: 'procedures', code: '' },
      { level: 2, anchor: 'returns', lvl2: 'Returns', lvl3: null, content: 'Router', code: '' },
    ];
    const at = (path: string): ExtractedPage => ({
      page: { path, lvl0: 'API reference', lvl1: 'Function: router()', tag: 'docs-default-current', language: 'en', version: 'current' },
      sections,
    });
    const atRoot = buildShards([at('/docs/typedoc/server/functions/router')]);
    const underBase = buildShards([at('/trpc-docs/docs/typedoc/server/functions/router')]);
    assert.equal(atRoot[0].shard.records.length, 1, 'Parameters and Returns fold into the page record');
    assert.deepEqual(underBase[0].shard.records, atRoot[0].shard.records);
    assert.deepEqual(underBase[0].contentChunks, atRoot[0].contentChunks);
    assert.deepEqual(underBase[0].shard.index, atRoot[0].shard.index);
  });

  it('keeps every heading of a guide', () => {
    const guide = page('/docs/links/wsLink', 'docs-default-current', 'wsLink', [[null, 'Intro'], ['Returns', 'Text']]);
    assert.equal(recordsOfPage(guide).length, 2);
  });
});

describe('buildShards', () => {
  const shards = buildShards([
    page('/docs/b', 'docs-default-current', 'B', [[null, 'x'.repeat(13_000)], ['Second', 'y']]),
    page('/docs/a', 'docs-default-current', 'A', [[null, 'a']]),
    page('/docs/v9/a', 'docs-default-9.x', 'A 9', [[null, 'a']]),
    page('/', 'default', 'tRPC', [[null, 'home']]),
  ]);

  it('makes one shard per search tag, pages sorted by path', () => {
    assert.deepEqual(
      shards.map(({ shard }) => [shard.tag, shard.version, shard.pages.map(([path]) => path)]),
      [
        ['default', null, ['/']],
        ['docs-default-9.x', 'current', ['/docs/v9/a']],
        ['docs-default-current', 'current', ['/docs/a', '/docs/b']],
      ],
    );
  });

  it('cuts section text into chunks at page boundaries and finds each record its chunk', () => {
    const { shard, contentChunks } = shards[2]!;
    // /docs/a (1 record) and /docs/b (2 records, over the chunk size): one chunk, then a new one for what follows.
    assert.deepEqual(shard.chunkStarts, [0]);
    assert.deepEqual(contentChunks[0]!.length, 3);
    assert.equal(chunkOfRecord([0, 4, 9], 0), 0);
    assert.equal(chunkOfRecord([0, 4, 9], 4), 1);
    assert.equal(chunkOfRecord([0, 4, 9], 12), 2);
  });
});
