import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevIndex } from './devIndex';

/** The parts of webpack-dev-server (which `docusaurus start` runs) that serve the index. */
export interface DevServer {
  app?: { use(route: string, handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void): unknown };
  /** webpack-dev-middleware: says when the first bundle is ready. */
  middleware?: { waitUntilValid(callback: () => void): void };
}

/** Answers `GET <route>/<file>` with the index file, once the index is up to date. */
function serveFile(index: DevIndex) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    // Below the route, as the client asks for it (tags URL-encoded, as the files are named).
    const file = (request.url ?? '').replace(/^\//, '').replace(/[?#].*$/, '');
    index.files().then(
      ({ files }) => {
        const json = files.get(file);
        response.statusCode = json === undefined ? 404 : 200;
        response.setHeader('Content-Type', json === undefined ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8');
        // Rebuilt on every edit: never reuse an old copy.
        response.setHeader('Cache-Control', 'no-store');
        response.end(request.method === 'HEAD' ? undefined : (json ?? `No search index file ${file}`));
      },
      (error: unknown) => {
        // The client then shows "Unable to fetch results"; the terminal has the cause.
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(`The search index could not be built: ${(error as Error).message}`);
      },
    );
  };
}

/**
 * Dev server settings (given through the plugin's configureWebpack) that
 * serve the index at `route`, where the production build has its files,
 * and start building it once the first bundle is ready, so that building
 * it never holds up the first page. The files are served after the dev
 * server's own middlewares, none of which answers for them: no bundle or
 * static file has their names, and the single-page fallback (which answers
 * index.html for any path) leaves requests that accept only JSON alone, as
 * the client's do (client/shardLoader.ts).
 */
export function indexDevServer(index: DevIndex, route: string) {
  return {
    onListening(devServer: DevServer): void {
      devServer.app?.use(route, serveFile(index));
      if (devServer.middleware) devServer.middleware.waitUntilValid(() => index.start());
      else index.start();
    },
  };
}
