/**
 * The pages whose samples are checked: Markdown and MDX files of the site's
 * content folders (or of the paths given), read from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarkdownDocument, Problem } from '../protocol';

/** Repository root: node_modules and the virtual sample directories live here. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '');

export const DEFAULT_DIRS = ['docs', 'versioned_docs/version-9.x', 'blog', 'src/pages'];
/** Generated API reference: not written by hand, not ours to check. */
const GENERATED_DIRS = ['docs/typedoc/'];

/** Whether a page (by its path relative to the site) is generated: its code blocks are not samples. */
export function isGeneratedPage(docPath: string): boolean {
  return GENERATED_DIRS.some((dir) => docPath.startsWith(dir));
}

/** A path with forward slashes, as reports and the virtual file system use. */
export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** Paths typed to a command (relative to the shell's folder), relative to the repository as reports name them. */
export function pathsFromCommandLine(args: string[]): string[] {
  return args.map((arg) => toPosix(path.relative(PROJECT_ROOT, path.resolve(process.cwd(), arg))));
}

export function readDocuments(
  root: string,
  paths: string[] | undefined,
  problems: Problem[],
): MarkdownDocument[] {
  const files = new Set<string>();
  const explicit = paths && paths.length > 0;
  for (const entry of explicit ? paths : DEFAULT_DIRS) {
    const absolute = path.resolve(root, entry);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) {
      if (explicit) problems.push({ docPath: entry, line: 0, message: 'no such file or folder' });
    } else if (stat.isDirectory()) {
      walkMarkdown(root, absolute, files);
    } else if (isMarkdown(absolute)) {
      files.add(toPosix(path.relative(root, absolute)));
    }
  }
  return [...files].sort().map((file) => ({
    path: file,
    content: fs.readFileSync(path.join(root, file), 'utf8'),
  }));
}

function isMarkdown(file: string): boolean {
  return /\.mdx?$/.test(file);
}

function walkMarkdown(root: string, dir: string, files: Set<string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const absolute = path.join(dir, entry.name);
    const relative = toPosix(path.relative(root, absolute));
    if (entry.isDirectory()) {
      if (!isGeneratedPage(`${relative}/`)) walkMarkdown(root, absolute, files);
    } else if (isMarkdown(entry.name)) {
      files.add(relative);
    }
  }
}
