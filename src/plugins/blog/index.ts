import classicBlogPlugin, {
  validateOptions,
  type BlogContent,
  type BlogPost,
  type PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { isBuild, problemsInCompilation, stopBuild, type ProblemList } from '../content-problems';
import { feedContent } from './feedContent';
import { postProblems, unloadablePost } from './postProblems';

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

const HEADING = 'Blog posts to fix (README "Writing a blog post"):';

/**
 * The problems of the blog's posts, found while Docusaurus loads them: by
 * `check` (its `processBlogPosts`), and for a post it cannot load at all, by
 * `load`, which leaves that post out (`exclude`) and loads the others again.
 */
export class BlogProblems {
  /** Posts Docusaurus could not load, then the problems of those it loaded. */
  private unloadable: string[] = [];
  private checked: string[] = [];

  /** `exclude`: the blog plugin's own `exclude` option, extended while loading. */
  constructor(
    private readonly siteDir: string,
    private readonly exclude: string[],
  ) {}

  /** The posts to show: the loaded posts but those without a real date. */
  check(blogPosts: BlogPost[]): BlogPost[] {
    this.checked = [];
    return blogPosts.filter((post) => {
      const { problems, dated } = postProblems(post, this.siteDir);
      this.checked.push(...problems);
      return dated;
    });
  }

  /** Calls `loadContent` until it loads, leaving out each post it cannot load. */
  async load<Content>(loadContent: () => Content | Promise<Content>): Promise<Content> {
    this.unloadable = [];
    this.checked = [];
    const configured = this.exclude.length;
    try {
      for (;;) {
        try {
          return await loadContent();
        } catch (error) {
          const post = unloadablePost(error);
          if (!post || this.exclude.includes(escapeGlob(post.file))) throw error;
          this.exclude.push(escapeGlob(post.file));
          this.unloadable.push(`blog/${post.file}: ${post.reason}`);
        }
      }
    } finally {
      this.exclude.splice(configured);
    }
  }

  /** The current problems, or none. */
  list(): ProblemList[] {
    // By file, in the order each post's problems were found.
    const file = (line: string) => line.slice(0, line.indexOf(':'));
    const lines = [...this.unloadable, ...this.checked].sort((a, b) => file(a).localeCompare(file(b)));
    return lines.length > 0 ? [{ heading: HEADING, lines }] : [];
  }
}

function escapeGlob(file: string): string {
  return file.replace(/[*?[\]{}()!]/g, '\\$&');
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
 *  - every post has a real publish date, tags of blog/tags.yml, authors of
 *    blog/authors.yml and a truncate marker (./postProblems.ts): the build
 *    stops listing every post to fix, and `docusaurus start` shows the list
 *    in the terminal and over the page (../content-problems).
 */
async function blogPlugin(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<BlogContent>> {
  const exclude = [...options.exclude];
  const problems = new BlogProblems(context.siteDir, exclude);
  const plugin = await classicBlogPlugin(context, {
    ...options,
    exclude,
    feedOptions: { ...options.feedOptions, createFeedItems: options.feedOptions.createFeedItems ?? createFeedItems },
    processBlogPosts: async (args) => {
      const blogPosts = problems.check(args.blogPosts);
      return (await options.processBlogPosts({ ...args, blogPosts })) ?? blogPosts;
    },
  });
  const authorsIndex = normalizeUrl([context.baseUrl, options.routeBasePath, options.authorsBasePath]);
  const blog = withoutRoutes(plugin, [authorsIndex]);
  // In `docusaurus start`, the bundler's compilation reports them (configureWebpack).
  const inCompilation = problemsInCompilation('blog-problems', () => problems.list());
  return {
    ...blog,
    async loadContent() {
      const content = await problems.load(() => blog.loadContent!());
      if (!isBuild()) inCompilation.refresh();
      else {
        const [list] = problems.list();
        if (list) stopBuild(list);
      }
      return content;
    },
    configureWebpack(config, isServer, utils, content) {
      const own = blog.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (isServer || isBuild()) return own;
      return { ...own, plugins: [...(own.plugins ?? []), inCompilation] };
    },
  };
}

// Docusaurus validates (and fills in defaults for) the options as for the blog
// plugin before calling it. Its PluginModule type only knows `options: unknown`
// and a generic validator, hence the cast.
blogPlugin.validateOptions = validateOptions;

export default blogPlugin as unknown as PluginModule;
