/**
 * Preloaded with `node --import` for samples of an older tRPC release:
 * `@trpc/*` means the packages installed under the npm alias scope named by
 * TRPC_ALIAS_SCOPE (e.g. `@trpc-v9`, see ../versions/trpcVersions.ts), for the sample's
 * own imports and for the ones those packages make of each other (CommonJS
 * `require`, patched here; ESM `import`, rewritten by the resolve hook
 * registered below).
 */
import Module, { register } from 'node:module';

const scope = process.env.TRPC_ALIAS_SCOPE;
if (!scope || !/^@trpc-[\w.-]+$/.test(scope)) {
  throw new Error(`trpcAliases.mjs: TRPC_ALIAS_SCOPE must name an alias scope such as @trpc-v9, got ${JSON.stringify(scope)}`);
}

const TRPC = /^@trpc\/([\w-]+)(\/.*)?$/;
const toAlias = (request) => (TRPC.test(request) ? request.replace('@trpc/', `${scope}/`) : request);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, toAlias(request), ...rest);
};

register('./trpcAliasResolveHook.mjs', import.meta.url, { data: { scope } });
