import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { announcementBar } from './announcementBar';
import { docsEditUrl, isSidebarDoc } from './docs';
import { footer } from './footer';
import { analyticsPlugins, searchPlugins, searchThemeConfig } from './integrations';
import { navbar } from './navbar';

const offline = { url: 'https://trpc.io', baseUrl: '/', gtagTrackingId: null, algolia: null, editUrl: null };

describe('navbar', () => {
  it('lists the spec entries in order, with the version dropdown on the right', () => {
    const labels = navbar.items!.map((item) => ('label' in item ? item.label : item.type));
    assert.deepEqual(labels.slice(0, 4), ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js']);
    const dropdown = navbar.items!.find((item) => item.type === 'docsVersionDropdown');
    assert.equal(dropdown?.position, 'right');
  });

  it('gives every icon-only link an accessible name', () => {
    for (const item of navbar.items!) {
      if (!('label' in item) && !item.type) assert.ok(item['aria-label'], JSON.stringify(item));
    }
  });
});

describe('footer', () => {
  it('has the Docs, Community and More columns', () => {
    const titles = footer.links.map((column) => ('title' in column ? column.title : null));
    assert.deepEqual(titles, ['Docs', 'Community', 'More']);
  });
});

describe('announcementBar', () => {
  it('links the announcement and the migration guide under the base URL', () => {
    const bar = announcementBar('/sub/');
    assert.equal(bar.id, 'v10');
    assert.match(bar.content, /href="\/sub\/blog\/announcing-trpc-10"/);
    assert.match(bar.content, /href="\/sub\/docs\/migrate-from-v9-to-v10"/);
    assert.equal(bar.isCloseable, true);
  });
});

describe('"Edit this page"', () => {
  const params = (docPath: string) => ({ version: 'current', versionDocsDirPath: 'docs', docPath, permalink: '', locale: 'en' });

  it('is off without EDIT_URL', () => {
    assert.equal(docsEditUrl(null), undefined);
  });

  it('links a hand-written page to its file in the editor, and no generated API reference page', () => {
    const editUrl = docsEditUrl('https://github.com/trpc/trpc/edit/main/www');
    assert.ok(typeof editUrl === 'function');
    assert.equal(editUrl(params('server/context.mdx')), 'https://github.com/trpc/trpc/edit/main/www/docs/server/context.mdx');
    assert.equal(editUrl({ ...params('router.mdx'), versionDocsDirPath: 'versioned_docs/version-9.x' }), 'https://github.com/trpc/trpc/edit/main/www/versioned_docs/version-9.x/router.mdx');
    assert.equal(editUrl(params('typedoc/server/classes/TRPCError.md')), undefined);
  });
});

describe('sidebar filtering', () => {
  it('keeps ordinary docs and drops excluded and generated ones', () => {
    assert.equal(isSidebarDoc({ id: 'server/routers', frontMatter: {} }), true);
    assert.equal(isSidebarDoc({ id: 'reactjs/suspense', frontMatter: { sidebar_exclude: true } }), false);
    assert.equal(isSidebarDoc({ id: 'typedoc/server/index', frontMatter: {} }), false);
  });
});

describe('integrations', () => {
  it('sends nothing anywhere without configuration', () => {
    assert.deepEqual(analyticsPlugins(offline), []);
  });

  it('anonymises IPs when analytics is on', () => {
    const [[name, options]] = analyticsPlugins({ ...offline, gtagTrackingId: 'G-TEST123' }) as [
      [string, { trackingID: string; anonymizeIP: boolean }],
    ];
    assert.equal(name, '@docusaurus/plugin-google-gtag');
    assert.deepEqual(options, { trackingID: 'G-TEST123', anonymizeIP: true });
  });

  it('keeps contextual search and the search page in both search modes', () => {
    const hosted = searchThemeConfig({
      ...offline,
      algolia: { appId: 'ABCDE12345', apiKey: 'k', indexName: 'trpc' },
    });
    for (const config of [searchThemeConfig(offline), hosted]) {
      assert.equal(config.contextualSearch, true);
      assert.equal(config.searchPagePath, 'search');
    }
    assert.equal(hosted.appId, 'ABCDE12345');
  });

  it('builds the offline index only without a hosted one, whose URL rewriting it does not need', () => {
    const hostedEnv = { ...offline, algolia: { appId: 'ABCDE12345', apiKey: 'k', indexName: 'trpc' } };
    const [[, localOptions]] = searchPlugins(offline) as [[unknown, { enabled: boolean }]];
    const [[, hostedOptions]] = searchPlugins(hostedEnv) as [[unknown, { enabled: boolean }]];
    assert.deepEqual(localOptions, { enabled: true });
    assert.deepEqual(hostedOptions, { enabled: false });
    assert.equal(searchThemeConfig(offline).replaceSearchResultPathname, undefined);
    assert.equal(searchThemeConfig(offline).externalUrlRegex, undefined);
    assert.ok(searchThemeConfig(hostedEnv).replaceSearchResultPathname);
  });
});
