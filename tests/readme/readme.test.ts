import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

/**
 * The README is the front door: what a maintainer does, in at most 12 KB
 * with no line over 400 characters; how each part works is in the README
 * beside its code. Every relative link of these READMEs leads somewhere.
 */
const ROOT = resolve(__dirname, '..', '..');
const README = join(ROOT, 'README.md');
const MAX_BYTES = 12 * 1024;
const MAX_LINE = 400;

/** README.md, and the README.md of every folder of src/plugins/ and bench/. */
function readmes(): string[] {
  const plugins = join(ROOT, 'src', 'plugins');
  const beside = readdirSync(plugins).map((name) => join(plugins, name, 'README.md'));
  return [README, join(ROOT, 'bench', 'README.md'), ...beside].filter((file) => existsSync(file));
}

/**
 * The text of a Markdown file without code blocks and code spans, where
 * brackets are not links. A code span ends at the next run of exactly as
 * many backticks as opened it (` ```ts ` is a span holding three).
 */
function prose(markdown: string): string {
  const text = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  let out = '';
  let at = 0;
  for (;;) {
    const open = /`+/g;
    open.lastIndex = at;
    const start = open.exec(text);
    if (!start) return out + text.slice(at);
    const close = new RegExp(`(?<!\`)${start[0]}(?!\`)`, 'g');
    close.lastIndex = start.index + start[0].length;
    const end = close.exec(text);
    if (!end) return out + text.slice(at);
    out += text.slice(at, start.index);
    at = end.index + end[0].length;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => anchor(heading.replace(/^#+ /, ''))));
}

describe('README.md', () => {
  const text = readFileSync(README, 'utf8');

  it(`is at most ${MAX_BYTES / 1024} KB`, () => {
    const bytes = Buffer.byteLength(text);
    assert.ok(bytes <= MAX_BYTES, `README.md is ${bytes} bytes: move how a part works into the README beside its code`);
  });

  it(`has no line over ${MAX_LINE} characters`, () => {
    const long = text.split('\n').flatMap((line, index) => ([...line].length > MAX_LINE ? [`line ${index + 1}: ${[...line].length} characters`] : []));
    assert.deepEqual(long, []);
  });
});

describe("README.md's scripts table", () => {
  it('lists every npm script of package.json', () => {
    const scripts = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts);
    const listed = new Set([...readFileSync(README, 'utf8').matchAll(/^\| `npm (?:run )?([\w:]+)[^`]*` \|/gm)].map((match) => match[1]));
    assert.deepEqual(scripts.filter((script) => !listed.has(script)), [], 'scripts missing from the table of README.md');
  });
});

describe('the READMEs', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of readmes()) {
      for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path, hash] = target.split('#');
        const linked = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
        const where = `${relative(ROOT, file)}: ${target}`;
        if (!existsSync(linked)) broken.push(`${where} (no such file)`);
        else if (hash && statSync(linked).isFile() && linked.endsWith('.md') && !anchors(linked).has(hash)) broken.push(`${where} (no such heading)`);
      }
    }
    assert.deepEqual(broken, []);
  });
});
