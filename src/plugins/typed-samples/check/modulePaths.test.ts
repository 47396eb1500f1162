import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moduleSpecifier, withoutMachinePaths, type ModulePathContext } from './modulePaths';

const context: ModulePathContext = {
  projectRoot: '/home/builder/site',
  fromFile: '/home/builder/site/.typed-samples/v10/7/client/index.ts',
  written: new Map([['/home/builder/site/node_modules/fastify/fastify.d.ts', 'fastify']]),
};

describe('withoutMachinePaths', () => {
  it('prints a module the sample imported by the specifier it was written with', () => {
    assert.equal(
      withoutMachinePaths('const fastify: typeof import("/home/builder/site/node_modules/fastify/fastify.d.ts")', context),
      'const fastify: typeof import("fastify")',
    );
  });

  it('prints other packages by their path inside node_modules, older tRPC aliases as @trpc', () => {
    assert.equal(
      withoutMachinePaths(`Module '"/home/builder/site/node_modules/@trpc-v9/server/dist/index.d.ts"' has no exported member 'x'.`, context),
      `Module '"@trpc/server/dist"' has no exported member 'x'.`,
    );
  });

  it('prints the sample’s own files relative to the file shown', () => {
    assert.equal(
      withoutMachinePaths('typeof import("/home/builder/site/.typed-samples/v10/7/server.ts")', context),
      'typeof import("../server")',
    );
    assert.equal(moduleSpecifier('/home/builder/site/.typed-samples/v10/7/client/db.ts', context), './db');
  });

  it('leaves text without the repository path alone, and strips it where it is not quoted', () => {
    assert.equal(withoutMachinePaths('const x: "/etc/hosts"', context), 'const x: "/etc/hosts"');
    assert.equal(withoutMachinePaths('see /home/builder/site/README.md', context), 'see README.md');
  });
});
