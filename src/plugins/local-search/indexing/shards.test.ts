import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedPage } from './extract';
import { chunkOfRecord } from '../format/indexFormat';
import { buildShards, recordsOfPage } from './shards';
import type { PackedIndex } from '../format/indexFormat';

/** Records (ids) with a term in a field of a packed index. */
function recordsWith(index: PackedIndex, term: string, field: string): number[] {
  const posting = index.postings[index.terms.indexOf(term)] ?? [];
  for (let at = 0; at < posting.length; at += 2 + 2 * posting[at + 1]!) {
    if (posting[at] !== index.fieldIds[field]) continue;
    let id = 0;
    return posting.slice(at + 2, at + 2 + posting[at + 1]!).map((delta) => (id += delta));
  }
  return [];
}

function page(path: string, tag: string, title: string, sections: [string | null, string][], description?: string): ExtractedPage {
  return {
    page: { path, lvl0: 'Docs', lvl1: title, tag, language: 'en', version: tag === 'default' ? null : 'current', ...(description ? { description } : {}) },
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

describe('page descriptions', () => {
  it('indexes a page\'s description on its title record, as a field of its own', () => {
    const [{ shard }] = buildShards([
      page('/docs/context', 'docs-default-current', 'Context', [[null, 'The context object.'], ['Inner context', 'For tests.']], 'Create a per-request context for every resolver.'),
    ]);
    assert.deepEqual(recordsWith(shard.index, 'resolv', 'description'), [0]);
    assert.deepEqual(recordsWith(shard.index, 'resolv', 'content'), []);
    assert.equal(JSON.stringify(shard).includes('per-request'), false, 'the description is searched, not shipped as text');
  });

  it('leaves out a description that repeats the page\'s text (an excerpt) and those of the API reference', () => {
    const [{ shard }] = buildShards([
      page('/docs/links', 'docs-default-current', 'Links', [[null, 'Links shape the path of every call.']], 'Links shape the path of every call.'),
      page('/docs/typedoc/server/classes/TRPCError', 'docs-default-current', 'Class: TRPCError', [[null, 'An error.']], 'Defined in25'),
    ]);
    assert.equal(shard.index.fieldIds.description === undefined || shard.index.terms.every((term) => recordsWith(shard.index, term, 'description').length === 0), true);
  });
});
