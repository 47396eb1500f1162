import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIRTUAL_ROOT, virtualPath } from './virtualFiles';

describe('virtualPath', () => {
  const project = '/home/me/site';
  const lib = '/home/me/site/node_modules/typescript-6/lib';

  it('puts TypeScript’s lib files at / and the project’s files under the virtual root', () => {
    assert.equal(virtualPath(`${lib}/lib.es2022.d.ts`, project, lib), '/lib.es2022.d.ts');
    assert.equal(virtualPath(`${project}/node_modules/@types/node/assert.d.ts`, project, lib), `${VIRTUAL_ROOT}/node_modules/@types/node/assert.d.ts`);
  });

  it('serves a package linked into node_modules from elsewhere where the link is', () => {
    assert.equal(virtualPath('/home/me/repo/node_modules/@types/node/assert.d.ts', project, lib), `${VIRTUAL_ROOT}/node_modules/@types/node/assert.d.ts`);
  });

  it('refuses any other file of the machine', () => {
    assert.throws(() => virtualPath('/etc/passwd', project, lib), /outside the project/);
  });
});
