import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import { pageRequestMiddleware, pagesByRoute } from './pageRequests';

// The shapes of the docs, blog and pages plugins' loaded content, as far as routes go.
const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        { docs: [{ id: 'server/routers', permalink: '/docs/server/routers', source: '@site/docs/server/routers.mdx' }] },
        { docs: [{ permalink: '/docs/v9/quickstart', source: '@site/versioned_docs/version-9.x/quickstart.mdx' }] },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: { blogPosts: [{ metadata: { permalink: '/blog/announcing-trpc-10', source: '@site/blog/2022-11-21-announcing-trpc-10.mdx' } }] },
  },
  'docusaurus-plugin-content-pages': { default: [{ type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx' }] },
  // Generated content that is not a file of the site.
  other: { default: { permalink: '/elsewhere', source: '/tmp/generated.mdx' } },
};

function request(url: string, accept = 'text/html,application/xhtml+xml', method = 'GET'): IncomingMessage {
  return { url, method, headers: { accept } } as IncomingMessage;
}

describe('pagesByRoute', () => {
  it('maps each route to the file it is made from, relative to the site', () => {
    assert.deepEqual(
      [...pagesByRoute(allContent)],
      [
        ['/docs/server/routers', 'docs/server/routers.mdx'],
        ['/docs/v9/quickstart', 'versioned_docs/version-9.x/quickstart.mdx'],
        ['/blog/announcing-trpc-10', 'blog/2022-11-21-announcing-trpc-10.mdx'],
        ['/', 'src/pages/index.tsx'],
      ],
    );
  });
});

describe('pageRequestMiddleware', () => {
  it('names the page of each page request, then lets the dev server answer', () => {
    const asked: string[] = [];
    const routes = pagesByRoute(allContent);
    const middleware = pageRequestMiddleware(() => routes, (page) => asked.push(page));
    let passedOn = 0;
    const next = () => passedOn++;
    for (const [url, accept, method] of [
      ['/docs/server/routers/?tab=1#input', undefined, undefined],
      ['/docs/v9/quickstart', undefined, undefined],
      ['/docs/server/routers', 'application/javascript', undefined],
      ['/docs/server/routers', undefined, 'HEAD'],
      ['/assets/js/main.js', '*/*', undefined],
      ['/unknown', undefined, undefined],
    ] as const)
      middleware(request(url, accept, method), {} as ServerResponse, next);
    assert.deepEqual(asked, ['docs/server/routers.mdx', 'versioned_docs/version-9.x/quickstart.mdx']);
    assert.equal(passedOn, 6);
  });
});
