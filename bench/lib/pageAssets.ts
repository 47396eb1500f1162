import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a first visit to a page of the production build downloads, worked out
 * from the build's own files rather than from a browser run, so the figures
 * are exact and the same on every run:
 *
 * - the page's HTML (`build/<route>/index.html`);
 * - the stylesheets and scripts its HTML links (the runtime and `main`);
 * - the route chunks the client loads before it hydrates: Docusaurus matches
 *   the path against its route tree (`.docusaurus/routes.js`), takes the chunk
 *   names of every matched route (`routesChunkNames.json`) and imports them,
 *   each with the sibling chunks Rspack split out of it (`client-manifest.json`).
 *
 * Prefetches of linked pages are not counted: they are idle-time downloads
 * for the next page, not what this page needs.
 */

export interface RouteNode {
  path: string;
  /** `${path}-${hash}`: the key of the route in routesChunkNames.json. */
  key: string;
  exact: boolean;
  routes?: RouteNode[];
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

type ChunkNames = { [key: string]: string | ChunkNames | ChunkNames[] | string[] };

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface ByteCount {
  raw: number;
  gzip: number;
}

export interface PageAssets {
  route: string;
  html: ByteCount;
  css: ByteCount & { files: string[] };
  js: ByteCount & { files: string[] };
}

/**
 * Reads `.docusaurus/routes.js`, a module of nested `{ path, component:
 * ComponentCreator(path, hash), exact, routes }` literals, without a bundler:
 * ComponentCreator is replaced by a function returning the chunk-names key.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function('ComponentCreator', body) as (
    creator: (path: string, hash?: string) => string,
  ) => Array<{ path: string; component: string; exact?: boolean; routes?: unknown[] }>;
  const toNode = (route: { path: string; component: string; exact?: boolean; routes?: unknown[] }): RouteNode => ({
    path: route.path,
    key: route.component,
    exact: route.exact === true,
    ...(route.routes ? { routes: (route.routes as (typeof route)[]).map(toNode) } : {}),
  });
  return evaluate((routePath, hash) => `${routePath}-${hash}`).map(toNode);
}

const trimSlash = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);

/** react-router-config's matchPath for static paths: exact, or a prefix ending at a `/`. */
function matchesPath(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') return true;
  const routePath = trimSlash(route.path);
  const target = trimSlash(pathname);
  if (route.exact) return routePath === target;
  return routePath === '/' || target === routePath || target.startsWith(`${routePath}/`);
}

/** The branch of routes react-router-config's matchRoutes returns for a path: the first match per level. */
export function matchRouteBranch(routes: RouteNode[], pathname: string): RouteNode[] {
  const route = routes.find((candidate) => matchesPath(candidate, pathname));
  if (!route) return [];
  return [route, ...(route.routes ? matchRouteBranch(route.routes, pathname) : [])];
}

function flattenChunkNames(value: ChunkNames[string] | ChunkNames): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => flattenChunkNames(item));
  return Object.values(value).flatMap((item) => flattenChunkNames(item));
}

function bytesOf(buildDir: string, files: string[], cache: Map<string, FileSize>): ByteCount {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = fileSize(buildDir, file, cache);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** Raw size and size after gzip level 9 (what a CDN serves; brotli would be smaller still). */
export function fileSize(buildDir: string, file: string, cache = new Map<string, FileSize>()): FileSize {
  const cached = cache.get(file);
  if (cached) return cached;
  const content = readFileSync(path.join(buildDir, file));
  const size = { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  cache.set(file, size);
  return size;
}

/** The HTML file a route is served from: `/docs` → `docs/index.html`. */
export function htmlFileOf(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}

export class SiteBuild {
  readonly routes: RouteNode[];
  private readonly chunkNames: Record<string, ChunkNames>;
  private readonly manifest: ClientManifest;
  private readonly sizes = new Map<string, FileSize>();

  constructor(
    readonly buildDir: string,
    readonly generatedDir: string,
    readonly baseUrl = '/',
  ) {
    for (const file of ['routes.js', 'routesChunkNames.json', 'client-manifest.json']) {
      if (!existsSync(path.join(generatedDir, file))) {
        throw new Error(`${path.join(generatedDir, file)} is missing: run \`npm run build\` first.`);
      }
    }
    this.routes = parseRoutesModule(readFileSync(path.join(generatedDir, 'routes.js'), 'utf8'));
    this.chunkNames = JSON.parse(readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8'));
    this.manifest = JSON.parse(readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8'));
    // .docusaurus/ describes the last build of any kind (`docusaurus start`,
    // a build into another folder); its manifest must name this build's files.
    // (`docusaurus start` rewrites the route files but not the manifest).
    const entryFiles = this.manifest.entrypoints.flatMap((name) => this.chunkFiles(name).js);
    const stale = entryFiles.filter((file) => !existsSync(path.join(buildDir, file)));
    // A few chunk names may have no chunk of their own (Rspack merged them into
    // another); in a development state almost none match.
    const chunkNames = Object.values(this.chunkNames).flatMap((chunks) => flattenChunkNames(chunks));
    const unknownChunks = chunkNames.filter((name) => !this.manifest.origins[name]);
    if (entryFiles.length === 0 || stale.length > 0 || unknownChunks.length > chunkNames.length / 2) {
      const missing = [...stale, ...unknownChunks.slice(0, 3)].join(', ') || 'entry files';
      throw new Error(
        `${generatedDir} does not describe ${buildDir} (missing: ${missing}): run \`npm run build\` again.`,
      );
    }
  }

  /** Build-relative files of the chunks that a chunk name's import() loads. */
  chunkFiles(chunkName: string): { js: string[]; css: string[] } {
    const ids = this.manifest.origins[chunkName] ?? [];
    const js: string[] = [];
    const css: string[] = [];
    for (const id of ids) {
      const asset = this.manifest.assets[id] ?? {};
      js.push(...(asset.js ?? []).map((entry) => entry.file));
      css.push(...(asset.css ?? []).map((entry) => entry.file));
    }
    return { js, css };
  }

  /** Route chunk files the client imports before rendering `route`. */
  routeChunkFiles(route: string): { js: string[]; css: string[] } {
    const branch = matchRouteBranch(this.routes, route);
    const names = branch.flatMap((node) => {
      const chunks = this.chunkNames[node.key];
      return chunks ? flattenChunkNames(chunks) : [];
    });
    const js = new Set<string>();
    const css = new Set<string>();
    for (const name of names) {
      const files = this.chunkFiles(name);
      files.js.forEach((file) => js.add(file));
      files.css.forEach((file) => css.add(file));
    }
    return { js: [...js], css: [...css] };
  }

  /** The scripts and stylesheets a page's HTML links, build-relative. */
  linkedAssets(route: string): { html: string; js: string[]; css: string[] } {
    const htmlFile = htmlFileOf(route);
    const html = readFileSync(path.join(this.buildDir, htmlFile), 'utf8');
    const local = (url: string) =>
      url.startsWith(this.baseUrl) && !url.startsWith('//') ? url.slice(this.baseUrl.length) : null;
    const js = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)]
      .map((match) => local(match[1]))
      .filter((file): file is string => file !== null);
    const css = [...html.matchAll(/<link[^>]*rel=["']?stylesheet["']?[^>]*>/g)]
      .map((match) => /href=["']?([^"'\s>]+)/.exec(match[0])?.[1])
      .map((href) => (href ? local(href) : null))
      .filter((file): file is string => file !== null);
    return { html: htmlFile, js, css };
  }

  pageAssets(route: string): PageAssets {
    const linked = this.linkedAssets(route);
    const chunks = this.routeChunkFiles(route);
    const js = [...new Set([...linked.js, ...chunks.js])];
    const css = [...new Set([...linked.css, ...chunks.css])];
    return {
      route,
      html: bytesOf(this.buildDir, [linked.html], this.sizes),
      css: { ...bytesOf(this.buildDir, css, this.sizes), files: css },
      js: { ...bytesOf(this.buildDir, js, this.sizes), files: js },
    };
  }

  /** JS a client-side navigation from one page to another downloads: the target's chunks not loaded yet. */
  navigationJs(from: string, to: string): ByteCount & { files: string[] } {
    const loaded = new Set(this.pageAssets(from).js.files);
    const files = this.pageAssets(to).js.files.filter((file) => !loaded.has(file));
    return { ...bytesOf(this.buildDir, files, this.sizes), files };
  }

  size(file: string): FileSize {
    return fileSize(this.buildDir, file, this.sizes);
  }
}
