import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { checkSamples } from '../check/checkSamples';
import type { CheckResult } from '../protocol';

const SAMPLE = [
  'function helper() {}',
  'class Store {}',
  '/**',
  ' * Calls {@link helper} with a {@linkcode Store}, as {@link Store | the store} says,',
  ' * see {@link https://trpc.io} and {@link https://trpc.io/docs the docs}.',
  ' */',
  'export function documented() {}',
  'documented();',
].join('\n');

describe('annotate: doc comments in quick info', () => {
  let result: CheckResult;
  before(() => {
    result = checkSamples({ documents: [{ path: 'docs/links.mdx', content: `\`\`\`ts\n${SAMPLE}\n\`\`\`\n` }] });
  });

  it('shows links as an editor does: the name, or the label when there is one', () => {
    const [file] = result.results[0].fence.files;
    const call = file.annotations!.identifiers.find((id) => id.line === 7 && id.start === 0)!;
    assert.equal(call.info.text, 'function documented(): void');
    assert.equal(call.info.doc, 'Calls helper with a Store, as the store says,\nsee https://trpc.io and the docs.');
  });
});
