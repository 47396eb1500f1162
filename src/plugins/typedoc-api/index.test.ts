import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import { API_PACKAGES, generateApiReference, TRPC_VERSION, typedocOptions } from './index';

describe('typedocOptions', () => {
  it('documents each package from its own sources, one tsconfig each', () => {
    for (const pkg of API_PACKAGES) {
      const options = typedocOptions('/site', pkg);
      assert.deepEqual(options.entryPoints, [`/site/node_modules/@trpc/${pkg}/src/index.ts`]);
      assert.equal(options.tsconfig, `/site/src/plugins/typedoc-api/tsconfig/${pkg}.json`);
      assert.equal(options.out, `/site/docs/typedoc/${pkg}`);
    }
  });

  it('links "Defined in" to the tagged release, never a branch', () => {
    const { sourceLinkTemplate } = typedocOptions('/site', 'server');
    assert.equal(sourceLinkTemplate, `https://github.com/trpc/trpc/blob/v${TRPC_VERSION}/packages/{path}#L{line}`);
  });

  it('files type aliases under types/ and leaves out internals', () => {
    const options = typedocOptions('/site', 'client');
    assert.equal(options.router, 'member-types');
    assert.equal(options.excludeInternal, true);
    assert.equal(options.excludePrivate, true);
    assert.equal(options.readme, 'none');
  });
});

describe('a failed TypeDoc run', () => {
  it('stops the build with a message instead of shipping without API pages', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    // A site whose package sources are missing: TypeDoc reports errors and writes nothing.
    const siteDir = await mkdtemp(path.join(tmpdir(), 'typedoc-api-'));
    try {
      const context = { siteDir, siteConfig: { presets: [] } } as unknown as LoadContext;
      await assert.rejects(
        () => generateApiReference(context, 'server'),
        /TypeDoc produced no API reference for @trpc\/server\b.*The build stops/,
      );
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });
});
