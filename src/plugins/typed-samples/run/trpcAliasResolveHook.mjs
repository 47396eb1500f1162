/** ESM resolve hook of trpcAliases.mjs: `@trpc/x` → `<scope>/x`. */
const TRPC = /^@trpc\/([\w-]+)(\/.*)?$/;
let scope;

export function initialize(data) {
  scope = data.scope;
}

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(TRPC.test(specifier) ? specifier.replace('@trpc/', `${scope}/`) : specifier, context);
}
