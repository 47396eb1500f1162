import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { busyShares, stageTimes, type CpuProfile } from './cpuProfile';

/** A profile from a list of stacks (root first, as URLs), one sample of 1 ms each. */
function profileOf(stacks: string[][]): CpuProfile {
  const nodes: CpuProfile['nodes'] = [{ id: 1, callFrame: { functionName: '(root)', url: '' }, children: [] }];
  const samples: number[] = [];
  for (const stack of stacks) {
    let parent = nodes[0];
    for (const frame of stack) {
      const [functionName, url] = frame.startsWith('(') ? [frame, ''] : ['f', frame];
      let node = nodes.find((candidate) => parent.children!.includes(candidate.id) && candidate.callFrame.url === url && candidate.callFrame.functionName === functionName);
      if (!node) {
        node = { id: nodes.length + 1, callFrame: { functionName, url }, children: [] };
        nodes.push(node);
        parent.children!.push(node.id);
      }
      parent = node;
    }
    samples.push(parent.id);
  }
  return { nodes, samples, timeDeltas: [0, ...samples.map(() => 1000)] };
}

const site = 'file:///site';

describe('stageTimes', () => {
  it('gives a sample to the stage of its outermost frame of the highest rank', () => {
    const times = stageTimes(
      profileOf([
        // TypeScript called by TypeDoc is TypeDoc's.
        [`${site}/node_modules/@docusaurus/core/lib/index.js`, `${site}/node_modules/typedoc/dist/index.js`, `${site}/node_modules/typescript/lib/typescript.js`],
        // Feeds outrank the blog plugin that writes them.
        [`${site}/node_modules/@docusaurus/plugin-content-blog/lib/index.js`, `${site}/node_modules/@docusaurus/plugin-content-blog/lib/feed.js`, `${site}/node_modules/feed/lib/feed.js`],
        [`${site}/node_modules/@docusaurus/plugin-content-blog/lib/index.js`],
        [`${site}/node_modules/@docusaurus/mdx-loader/lib/loader.js`, `${site}/node_modules/micromark/index.js`],
        // Of equal rank, the caller: Docusaurus's utilities called by the MDX loader are MDX compilation.
        [`${site}/node_modules/@docusaurus/mdx-loader/lib/loader.js`, `${site}/node_modules/@docusaurus/utils/lib/markdownUtils.js`],
        [`${site}/src/plugins/local-search/indexing/writeIndex.ts`, `${site}/node_modules/htmlparser2/lib/index.js`],
      ]),
    );
    assert.deepEqual(Object.fromEntries(times), {
      'TypeDoc (API reference)': 1,
      feeds: 1,
      'content loading (docs, blog, pages)': 1,
      'MDX compilation': 2,
      'search index': 1,
    });
  });

  it('names GC, idle time and code no rule names by its package', () => {
    const times = stageTimes(profileOf([['(garbage collector)'], ['(idle)'], ['(idle)'], ['(program)'], [`${site}/node_modules/lodash/lodash.js`], ['node:fs']]));
    assert.deepEqual(Object.fromEntries(times), { GC: 1, '(idle)': 2, '(program)': 1, 'other JavaScript: lodash': 1, 'other JavaScript: node': 1 });
  });
});

describe('busyShares', () => {
  it('leaves idle time out', () => {
    assert.deepEqual(Object.fromEntries(busyShares(new Map([['(idle)', 50], ['GC', 10], ['MDX compilation', 30]]))), { GC: 0.25, 'MDX compilation': 0.75 });
  });
});
