import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PROJECT_ROOT } from '../markdown/documents';

/** `npm run test:samples:run -- <args>`, from the repository's folder. */
function runSamples(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'command.ts'), ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('npm run test:samples:run', () => {
  it('says so when the pages it is given have no runnable samples', () => {
    const { status, output } = runSamples('tests/sample-errors/pages/index.mdx');
    assert.equal(output.trim(), 'runnable samples: none in tests/sample-errors/pages/index.mdx');
    assert.equal(status, 0);
  });

  it('fails on a path that does not exist, naming it as typed', () => {
    const { status, output } = runSamples('tests/sample-errors/pages/index.mdx', 'docs/no-such-page.mdx');
    assert.equal(output.trim(), 'runnable samples: no such file or folder: docs/no-such-page.mdx');
    assert.equal(status, 1);
  });
});
