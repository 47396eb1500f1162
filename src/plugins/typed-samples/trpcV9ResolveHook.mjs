/** ESM resolve hook of trpcV9Aliases.mjs: `@trpc/x` → `@trpc-v9/x`. */
const TRPC = /^@trpc\/(server|client|react|next)(\/.*)?$/;

export async function resolve(specifier, context, nextResolve) {
  return nextResolve(TRPC.test(specifier) ? specifier.replace('@trpc/', '@trpc-v9/') : specifier, context);
}
