import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { API_PACKAGES } from '../../src/plugins/typedoc-api';
import { POSTS_PER_PAGE, readPosts } from '../blog/posts';
import { compareRoutes, extraRoutesMessage, missingRoutesMessage, readRouteList, routeSections, servedRoutes } from './contract';
import { routeReason } from './routeReasons';

/**
 * The route contract against the production build: every route of
 * routes.txt is served (unless still listed in routes.pending), and nothing
 * else is, apart from the generated API reference.
 */
const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

it('the build serves exactly the routes of the contract', async () => {
  assert.ok(existsSync(buildDir), 'no build/ folder: run `npm run build` first');
  const report = compareRoutes({
    contract: readRouteList(join(__dirname, 'routes.txt')),
    pending: readRouteList(join(__dirname, 'routes.pending')),
    served: servedRoutes(buildDir),
  });
  const sections = routeSections(readFileSync(join(__dirname, 'routes.txt'), 'utf8'));
  const content = { root, posts: await readPosts(), postsPerPage: POSTS_PER_PAGE };
  assert.deepEqual(report.missing, [], missingRoutesMessage(report.missing, sections));
  assert.deepEqual(report.extra, [], extraRoutesMessage(report.extra, sections, (route) => routeReason(route, content)));
  assert.deepEqual(
    report.servedButPending,
    [],
    'routes that are served now: remove them from tests/routes/routes.pending',
  );
});

it('the build has a not-found page', () => {
  assert.ok(existsSync(join(buildDir, '404.html')));
});

it('the build serves the API reference overview and the index of every package', () => {
  const served = new Set(servedRoutes(buildDir));
  assert.ok(served.has('/docs/typedoc'), '/docs/typedoc is not served');
  for (const pkg of API_PACKAGES) {
    assert.ok(served.has(`/docs/typedoc/${pkg}`), `/docs/typedoc/${pkg} is not served`);
  }
});

it("no file of the build contains the path of the repository on the build machine", () => {
  // HTML, JS chunks, llms files, the search index: whatever the build wrote.
  const needle = Buffer.from(root);
  const leaking = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(needle))
    .map((file) => relative(buildDir, file));
  assert.deepEqual(leaking, [], `files of build/ containing ${root}`);
});
