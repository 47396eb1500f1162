import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatReport, plural } from './report';

describe('plural', () => {
  it('counts one thing in the singular and any other number in the plural', () => {
    assert.equal(plural(1, 'page'), '1 page');
    assert.equal(plural(0, 'page'), '0 pages');
    assert.equal(plural(1500, 'identifier'), '1,500 identifiers');
  });
});

describe('formatReport', () => {
  it('ends with a summary that reads well for one sample, one identifier, one callout', () => {
    const summary = { checked: 1, failed: 0, optedOut: 0, elapsedMs: 1200, cpuMs: 900, identifiers: 1, callouts: 1 };
    const report = formatReport({ results: [], documentProblems: [], summary, ok: true });
    assert.equal(report.at(-1), '1 sample checked, 0 failed, 0 opted out; 1 identifier with types; 1 callout');
  });
});
