import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CheckResult } from '../protocol';
import { checkSamples } from './checkSamples';
import { formatProblem } from './report';

const fence = (meta: string, body: string) => `\`\`\`ts ${meta}\n${body}\n\`\`\`\n`;

// initTRPC.context<T>() required `T extends Record<string, unknown>` until
// 10.7.0, which an interface does not satisfy; 10.18.0 accepts it.
const INTERFACE_CONTEXT = [
  "import { initTRPC } from '@trpc/server';",
  'interface Context { userId: string | null }',
  'export const t = initTRPC.context<Context>().create();',
].join('\n');

const post = (version: string, body: string) => `---\nslug: fixture\ntrpc_version: ${version}\n---\n\n${body}`;

describe('samples of a post are checked against the tRPC release it names', () => {
  let result: CheckResult;
  before(() => {
    result = checkSamples({
      documents: [
        { path: 'blog/2022-11-21-v10.mdx', content: post('10.0.0', fence('', INTERFACE_CONTEXT)) },
        { path: 'blog/2023-03-22-current.mdx', content: fence('', INTERFACE_CONTEXT) },
        { path: 'blog/2022-11-21-fence.mdx', content: fence('version="10.0.0"', INTERFACE_CONTEXT) },
        // @trpc/next is not installed for 10.0.0: it must not fall back to the current release.
        { path: 'blog/2022-11-21-next.mdx', content: post('10.0.0', fence('', "import { createTRPCNext } from '@trpc/next';\nexport { createTRPCNext };")) },
        { path: 'blog/2023-01-17-typo.mdx', content: post('10.9', fence('', 'export const a = 1;')) },
      ],
    });
  });

  const statusOf = (docPath: string) => result.results.filter((r) => r.docPath === docPath).map((r) => [r.version, r.status]);

  it('front matter trpc_version: 10.0.0 fails where 10.18.0 passes', () => {
    assert.deepEqual(statusOf('blog/2022-11-21-v10.mdx'), [['10.0.0', 'failed']]);
    const [v10] = result.results.filter((r) => r.docPath === 'blog/2022-11-21-v10.mdx');
    assert.deepEqual(v10.problems.map((p) => p.code), [2344]);
    assert.match(v10.problems[0].message, /does not satisfy the constraint 'Record<string, unknown>'/);
    assert.deepEqual(statusOf('blog/2023-03-22-current.mdx'), [['10', 'passed']]);
  });

  it('a fence can name the release too', () => {
    assert.deepEqual(statusOf('blog/2022-11-21-fence.mdx'), [['10.0.0', 'failed']]);
  });

  it('a package the release does not install is missing, not taken from the current release', () => {
    const [next] = result.results.filter((r) => r.docPath === 'blog/2022-11-21-next.mdx');
    assert.equal(next.status, 'failed');
    assert.deepEqual(next.problems.map(formatProblem), [
      'blog/2022-11-21-next.mdx:7: @trpc/next is not installed for tRPC 10.0.0; add "@trpc-v10.0.0/next": "npm:@trpc/next@10.0.0" to package.json',
    ]);
  });

  it('an unknown trpc_version is reported with the file and the choices', () => {
    assert.deepEqual(statusOf('blog/2023-01-17-typo.mdx'), []);
    assert.deepEqual(result.documentProblems.map(formatProblem), [
      'blog/2023-01-17-typo.mdx:1: front matter trpc_version must be one of "9" (or "9.27.4"), "10" (or "10.18.0"), "10.0.0", "10.9.0" (the releases installed for samples, src/plugins/typed-samples/versions/trpcVersions.ts), got "10.9"',
    ]);
  });
});
