/**
 * Preloaded with `node --import` for 9.x samples: `@trpc/*` means the 9.27
 * packages installed as `@trpc-v9/*`, for the sample's own imports and for
 * the ones the 9.x packages make of each other (CommonJS `require`, patched
 * here; ESM `import`, rewritten by the resolve hook registered below).
 */
import Module, { register } from 'node:module';

const TRPC = /^@trpc\/(server|client|react|next)(\/.*)?$/;
const toV9 = (request) => (TRPC.test(request) ? request.replace('@trpc/', '@trpc-v9/') : request);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, toV9(request), ...rest);
};

register('./trpcV9ResolveHook.mjs', import.meta.url);
