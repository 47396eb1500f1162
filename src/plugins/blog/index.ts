import classicBlogPlugin, {
  validateOptions,
  type BlogContent,
  type PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { feedContent } from './feedContent';
import { checkPostDates } from './postDates';

/**
 * Wraps a plugin so that routes with the given paths are never added.
 * `contentLoaded` is the only place a plugin adds routes.
 */
export function withoutRoutes<Content>(
  plugin: Plugin<Content>,
  droppedPaths: readonly string[],
): Plugin<Content> {
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          addRoute(route: RouteConfig) {
            if (!droppedPaths.includes(route.path)) args.actions.addRoute(route);
          },
        },
      }),
  };
}

/** Wraps the blog plugin so that its content is refused when a post's date is missing or wrong. */
export function withCheckedPostDates(plugin: Plugin<BlogContent>): Plugin<BlogContent> {
  const { loadContent } = plugin;
  if (!loadContent) return plugin;
  return {
    ...plugin,
    async loadContent() {
      const content = await loadContent();
      checkPostDates(content.blogPosts.map(({ metadata }) => metadata));
      return content;
    },
  };
}

/** Feed items as the blog plugin makes them, with each post's HTML made fit for feed readers (./feedContent.ts). */
export const createFeedItems: NonNullable<BlogPluginOptions['feedOptions']['createFeedItems']> = async (params) => {
  const items = await params.defaultCreateFeedItems(params);
  return items.map((item) => ({ ...item, content: item.content === undefined ? undefined : feedContent(item.content) }));
};

/**
 * The classic blog plugin with the site's rules:
 *  - feeds carry each post's text and code, not the page's markup
 *    (./feedContent.ts);
 *  - no authors index page (`/blog/authors`): posts are credited to one team
 *    entry of blog/authors.yml, and the blog plugin adds an authors index
 *    whenever that file exists; a page listing a single author is a dead end
 *    for readers, and not a route of the site;
 *  - every post has a valid publish date (./postDates.ts), or the build stops
 *    naming the post.
 * Unknown authors and tags stop the build too (src/config/blog.ts).
 */
async function blogPlugin(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await classicBlogPlugin(context, {
    ...options,
    feedOptions: { ...options.feedOptions, createFeedItems: options.feedOptions.createFeedItems ?? createFeedItems },
  });
  const authorsIndex = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
  return withCheckedPostDates(withoutRoutes(plugin, [authorsIndex]));
}

// Docusaurus validates (and fills in defaults for) the options as for the blog
// plugin before calling it. Its PluginModule type only knows `options: unknown`
// and a generic validator, hence the cast.
blogPlugin.validateOptions = validateOptions;

export default blogPlugin as unknown as PluginModule;
