import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatProblems, problemsInCompilation } from './index';

const list = { heading: 'Blog posts to fix:', lines: ['blog/a.mdx: one', 'blog/b.mdx: two\nValid keys:\n- x'] };

describe('formatProblems', () => {
  it('puts one line per problem under the heading, continuation lines indented', () => {
    assert.equal(formatProblems(list), 'Blog posts to fix:\n  - blog/a.mdx: one\n  - blog/b.mdx: two\n    Valid keys:\n    - x');
  });
});

describe('problemsInCompilation', () => {
  it("adds the current lists to the errors of the site's compilation, without a stack", () => {
    let current = [list];
    let onCompilation: (compilation: { errors: unknown[] }) => void = () => {};
    problemsInCompilation('test', () => current).apply({ hooks: { thisCompilation: { tap: (_name, callback) => (onCompilation = callback) } } });
    const first = { errors: [] as Error[] };
    onCompilation(first);
    assert.deepEqual(first.errors.map((error) => [error.message, error.stack]), [[formatProblems(list), '']]);
    current = [];
    const fixed = { errors: [] as Error[] };
    onCompilation(fixed);
    assert.deepEqual(fixed.errors, []);
  });
});

describe('problemsInCompilation().refresh', () => {
  it('compiles again after the content is loaded again, only when the lists changed since the last compilation', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let current = [list];
    let invalidated = 0;
    let onCompilation: (compilation: { errors: unknown[] }) => void = () => {};
    const inCompilation = problemsInCompilation('test', () => current);
    inCompilation.apply({ hooks: { thisCompilation: { tap: (_name, callback) => (onCompilation = callback) } }, watching: { invalidate: () => (invalidated += 1) } });
    onCompilation({ errors: [] });
    inCompilation.refresh();
    t.mock.timers.tick(1000);
    assert.equal(invalidated, 0, 'same lists: no compile');
    current = [];
    inCompilation.refresh();
    t.mock.timers.tick(1000);
    assert.equal(invalidated, 1, 'a list went: one compile');
    onCompilation({ errors: [] });
    current = [list];
    inCompilation.refresh();
    onCompilation({ errors: [] }); // the bundler compiled on its own meanwhile
    t.mock.timers.tick(1000);
    assert.equal(invalidated, 1, 'reported by a compile of its own: none more');
  });
});
