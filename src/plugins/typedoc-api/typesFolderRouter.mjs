// @ts-check
/**
 * TypeDoc plugin: typedoc-plugin-markdown files type aliases under
 * `type-aliases/`; the site's routes put them under `types/`
 * (e.g. /docs/typedoc/server/types/AnyRouter).
 */
import { ReflectionKind } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';

export const ROUTER_NAME = 'member-types';

class TypesFolderRouter extends MemberRouter {
  /** @param {import('typedoc').Application} app */
  constructor(app) {
    super(app);
    this.directories.set(ReflectionKind.TypeAlias, 'types');
  }
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter(ROUTER_NAME, TypesFolderRouter);
}
