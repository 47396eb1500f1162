// @ts-check
/**
 * TypeDoc plugin: gives every generated page a `description` front matter,
 * which Docusaurus puts into its meta and og:description (search engines'
 * snippets, link previews). Without one, Docusaurus takes an excerpt of the
 * page's first paragraph, which TypeDoc's pages start with boilerplate:
 * "Defined in26", a signature full of Markdown escapes, "Classes".
 *
 * It also gives the page a `title` in plain text: Docusaurus takes the tab's
 * title from the h1's Markdown source, escapes and strike-through included.
 *
 * A page's description says, in our words, what its export is and what the
 * page holds, made from the reflection (./descriptions.mjs).
 */
import { ParameterType, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { exportDescription, PACKAGE_OPTION, packageDescription, pageFrontMatter, plainTitle } from './descriptions.mjs';

/** @typedef {import('./descriptions.mjs').DocumentedPackage} DocumentedPackage */

/** The kinds of exports with a page and their words (./descriptions.mjs), in the order of the package index pages. */
const KIND_WORDS = /** @type {const} */ ([
  [ReflectionKind.Namespace, 'namespace'],
  [ReflectionKind.Enum, 'enum'],
  [ReflectionKind.Class, 'class'],
  [ReflectionKind.Interface, 'interface'],
  [ReflectionKind.TypeAlias, 'type'],
  [ReflectionKind.Variable, 'variable'],
  [ReflectionKind.Function, 'function'],
]);

/** `class` for ReflectionKind.Class; TypeDoc's own word for any other kind. */
function kindWord(/** @type {ReflectionKind} */ kind) {
  return KIND_WORDS.find(([each]) => each === kind)?.[1] ?? ReflectionKind.singularString(kind).toLowerCase();
}

/**
 * What a `@deprecated` comment names instead: its first code span or link
 * (`use \`createTRPCProxyClient\` instead`), without backticks.
 */
function replacementOf(/** @type {import('typedoc').CommentTag | undefined} */ deprecated) {
  const named = deprecated?.content.find((part) => part.kind === 'code' || (part.kind === 'inline-tag' && part.tag.startsWith('@link')));
  return named ? named.text.replace(/`/g, '') : null;
}

/**
 * The facts of a reflection's page.
 * @param {import('typedoc').DeclarationReflection} model
 * @param {DocumentedPackage} pkg
 * @returns {import('./descriptions.mjs').ExportFacts}
 */
function exportFacts(model, pkg) {
  const deprecated = [model.comment, ...(model.signatures ?? []).map((signature) => signature.comment)]
    .map((comment) => comment?.getTag('@deprecated'))
    .find(Boolean);
  // "Defined in" paths start with the package's folder: client/src/… (displayBasePath is node_modules/@trpc).
  const home = model.sources?.[0]?.fileName.split('/')[0];
  const ownFolder = pkg.name.split('/').at(-1);
  const signature = model.signatures?.length === 1 ? model.signatures[0] : undefined;
  return {
    name: model.name,
    kind: kindWord(model.kind),
    isConst: model.flags.isConst,
    pkg: pkg.name,
    version: pkg.version,
    reexportedFrom: home && home !== ownFolder ? `${pkg.name.slice(0, -(ownFolder?.length ?? 0))}${home}` : null,
    isDeprecated: model.isDeprecated(),
    replacement: replacementOf(deprecated),
    members: (model.groups ?? []).map((group) => [group.title, group.children.map((child) => child.name)]),
    typeParameters: (signature?.typeParameters ?? model.typeParameters ?? []).map((parameter) => parameter.name),
    parameters: (signature?.parameters ?? []).map((parameter) => parameter.name),
    signatures: model.signatures?.length ?? 0,
  };
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.options.addDeclaration({
    name: PACKAGE_OPTION,
    help: 'The documented package: { name, version, summary } (page descriptions).',
    type: ParameterType.Mixed,
    defaultValue: null,
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.isReflectionEvent()) return;
    const pkg = /** @type {DocumentedPackage | null} */ (app.options.getValue(PACKAGE_OPTION));
    if (!pkg) throw new Error(`pageDescriptions.mjs: the TypeDoc option "${PACKAGE_OPTION}" is not set (see src/plugins/typedoc-api/index.ts).`);
    const model = page.model;
    let description;
    if (model.isProject() || model.kindOf(ReflectionKind.Module)) {
      const children = /** @type {import('typedoc').ContainerReflection} */ (model).children ?? [];
      const exports = KIND_WORDS.map(([kind, word]) => /** @type {[string, number]} */ ([word, children.filter((child) => child.kind === kind).length])).filter(
        ([, n]) => n > 0,
      );
      description = packageDescription({ ...pkg, exports });
    } else if (model.isDeclaration()) {
      description = exportDescription(exportFacts(model, pkg));
    } else {
      return;
    }
    const heading = /^# (.+)$/m.exec(page.contents ?? '')?.[1];
    page.contents = pageFrontMatter({ title: heading && plainTitle(heading), description }) + (page.contents ?? '');
  });
}
