/**
 * Parsing of one TypeScript code fence into the files it is made of. Shared by
 * the checker (which compiles every line), the runner and the remark plugin
 * (which shows readers only what comes after the cut, without directive
 * lines), so all of them always agree on what a fence means.
 */
import path from 'node:path';
import type { DisplayBlock, FenceProblem, MetaToken, ParsedFence, SampleFile } from '../protocol';
import { trpcVersionNamed, VERSION_CHOICES, type TrpcVersion } from '../versions/trpcVersions';

/** Fence languages that are type-checked and rendered by these tools. */
export const CHECKED_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx', 'typescript']);

const META_TOKEN =
  /([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))|([A-Za-z_][\w-]*)|(\S+)/g;

export function parseMeta(meta: string | null | undefined): MetaToken[] {
  const tokens: MetaToken[] = [];
  for (const match of (meta ?? '').matchAll(META_TOKEN)) {
    const [raw, key, dq, sq, bare, flag] = match;
    if (key) tokens.push({ key, value: dq ?? sq ?? bare ?? '', raw });
    else if (flag) tokens.push({ key: flag, raw });
    else tokens.push({ raw });
  }
  return tokens;
}

export function formatMeta(tokens: MetaToken[]): string {
  return tokens.map((token) => token.raw).join(' ');
}

const FILENAME = /^\s*\/\/\s*@filename:\s*(.*?)\s*$/i;
const ERRORS = /^\s*\/\/\s*@errors:(.*)$/i;
const CUT_BEFORE = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;
const CUT_AFTER = /^\s*\/\/\s*---cut-after---\s*$/;
const QUERY = /^(\s*\/\/\s*)\^\?/;
const COMPLETION = /^\s*\/\/\s*\^\|/;
/** `// @name` or `// @name: value` — twoslash flags; `@ts-…` never matches. */
const OTHER_DIRECTIVE = /^\s*\/\/\s*@([A-Za-z]\w*)\s*(?::.*)?$/;
const TS_EXTENSION = /\.(d\.ts|ts|tsx|mts|cts)$/;

export function defaultFileName(lang: string): string {
  return lang === 'tsx' ? 'index.tsx' : 'index.ts';
}

export function parseFence(
  code: string,
  lang: string,
  meta: string | null | undefined,
): ParsedFence {
  const problems: FenceProblem[] = [];
  const bodyLines = code.split(/\r?\n/);

  const allMeta = parseMeta(meta);
  let nocheckReason: string | undefined;
  let version: TrpcVersion | undefined;
  let run: string | undefined;
  const themeMeta: MetaToken[] = [];
  for (const token of allMeta) {
    if (token.key === 'nocheck') {
      nocheckReason = (token.value ?? '').trim();
      if (!nocheckReason)
        problems.push({
          bodyLine: -1,
          message: 'nocheck needs a reason, e.g. nocheck="pseudo-code"',
        });
    } else if (token.key === 'version') {
      const named = token.value === undefined ? undefined : trpcVersionNamed(token.value);
      if (named) version = named;
      else
        problems.push({
          bodyLine: -1,
          message: `version must be one of ${VERSION_CHOICES}, got ${JSON.stringify(token.value ?? '')}`,
        });
    } else if (token.key === 'run') {
      run = token.value ?? '';
    } else themeMeta.push(token);
  }

  // The last cut wins, like twoslash: everything up to it is setup code.
  let cutBefore = -1;
  let cutAfter = bodyLines.length;
  bodyLines.forEach((line, index) => {
    if (CUT_BEFORE.test(line)) cutBefore = index;
    else if (CUT_AFTER.test(line) && cutAfter === bodyLines.length) cutAfter = index;
  });

  const files: SampleFile[] = [];
  let hasFilenames = false;
  let expectedErrors: number[] | undefined;
  let expectedErrorsBodyLine: number | undefined;
  let current: SampleFile = {
    name: defaultFileName(lang),
    lines: [],
    displayLines: [],
    displayFrom: 0,
    queries: [],
    bodyLine: 0,
  };

  bodyLines.forEach((text, bodyLine) => {
    const filename = FILENAME.exec(text);
    if (filename) {
      // Lines before the first @filename form the default file only if they
      // hold code; otherwise they are just blank padding.
      if (hasFilenames || current.lines.some((line) => line.text.trim())) files.push(current);
      const name = normalizeFileName(filename[1]);
      if (typeof name !== 'string') {
        problems.push({ bodyLine, message: name.error });
      } else if (files.some((file) => file.name === name)) {
        problems.push({ bodyLine, message: `duplicate @filename ${name}` });
      }
      current = {
        // An invalid name still gets compiled, under a name that stays inside
        // the sample's directory.
        name: typeof name === 'string' ? name : `invalid-${files.length + 1}.ts`,
        lines: [],
        displayLines: [],
        displayFrom: 0,
        queries: [],
        bodyLine,
      };
      hasFilenames = true;
      return;
    }
    const errors = ERRORS.exec(text);
    if (errors) {
      if (expectedErrors)
        problems.push({ bodyLine, message: 'only one // @errors: line per fence' });
      const codes = errors[1].split(/[\s,]+/).filter(Boolean);
      expectedErrors = [];
      expectedErrorsBodyLine = bodyLine;
      for (const raw of codes) {
        const codeMatch = /^(?:TS)?(\d+)$/i.exec(raw);
        if (codeMatch) expectedErrors.push(Number(codeMatch[1]));
        else problems.push({ bodyLine, message: `@errors: "${raw}" is not an error code` });
      }
      if (codes.length === 0)
        problems.push({ bodyLine, message: '@errors: lists no error codes' });
      return;
    }
    if (CUT_BEFORE.test(text) || CUT_AFTER.test(text)) return;
    const query = QUERY.exec(text);
    if (query) {
      // Like twoslash: the query points into the nearest code line above it.
      if (current.lines.length === 0)
        problems.push({ bodyLine, message: '// ^? has no code line above it' });
      else
        current.queries.push({
          bodyLine,
          lineIndex: current.lines.length - 1,
          column: query[1].length,
        });
      return;
    }
    if (COMPLETION.test(text)) {
      problems.push({ bodyLine, message: 'twoslash completions (// ^|) are not supported' });
      return;
    }
    const other = OTHER_DIRECTIVE.exec(text);
    if (other) {
      const hint =
        other[1].toLowerCase() === 'noerrors'
          ? '; use // @errors: <codes> or nocheck="reason"'
          : '; compiler options are shared by all samples';
      problems.push({ bodyLine, message: `unsupported directive @${other[1]}${hint}` });
      return;
    }
    current.lines.push({ text, bodyLine });
    if (bodyLine > cutBefore && bodyLine < cutAfter) current.displayLines.push(text);
  });
  files.push(current);

  for (const file of files) {
    const first = file.lines.findIndex(
      (line) => line.bodyLine > cutBefore && line.bodyLine < cutAfter && line.text.trim(),
    );
    file.displayFrom = first < 0 ? file.lines.length : first;
    file.displayLines = trimBlankLines(file.displayLines);
  }

  return {
    lang,
    files,
    hasFilenames,
    expectedErrors,
    expectedErrorsBodyLine,
    nocheckReason,
    version,
    run,
    themeMeta,
    problems,
  };
}

function normalizeFileName(raw: string): string | { error: string } {
  const name = path.posix.normalize(raw.replace(/\\/g, '/'));
  if (!raw || name.startsWith('../') || name === '..' || path.posix.isAbsolute(name))
    return { error: `@filename must be a relative path inside the sample, got "${raw}"` };
  if (!TS_EXTENSION.test(name))
    return { error: `@filename ${raw} must end in .ts, .tsx, .mts, .cts or .d.ts` };
  return name;
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start].trim()) start++;
  while (end > start && !lines[end - 1].trim()) end--;
  return lines.slice(start, end);
}

/** One code block per visible file, in fence order. */
export function displayBlocks(fence: ParsedFence): DisplayBlock[] {
  const visible = fence.files.filter((file) => file.displayLines.length > 0);
  return visible.map((file) => {
    const meta = fence.hasFilenames
      ? [
          { key: 'title', value: file.name, raw: `title="${file.name}"` },
          ...fence.themeMeta.filter((token) => token.key !== 'title'),
        ]
      : fence.themeMeta;
    return { lang: fence.lang, meta: formatMeta(meta), value: file.displayLines.join('\n') };
  });
}
