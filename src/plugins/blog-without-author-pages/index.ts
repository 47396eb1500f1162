import blogPlugin, {
  validateOptions,
  type PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';

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

/**
 * The classic blog plugin, minus the authors index page (`/blog/authors`).
 * Posts are credited to one team entry of blog/authors.yml, and the blog
 * plugin adds an authors index whenever that file exists: a page listing a
 * single author is a dead end for readers, and not a route of the site.
 */
async function blogWithoutAuthorPages(
  context: LoadContext,
  options: BlogPluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await blogPlugin(context, options)) as Plugin<unknown>;
  const authorsIndex = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
  return withoutRoutes(plugin, [authorsIndex]);
}

// Docusaurus validates (and fills in defaults for) the options as for the blog
// plugin before calling it. Its PluginModule type only knows `options: unknown`
// and a generic validator, hence the cast.
blogWithoutAuthorPages.validateOptions = validateOptions;

export default blogWithoutAuthorPages as unknown as PluginModule;
