/**
 * Two engines' dumps side by side: how many hovers, callouts and expected
 * errors are identical, and what kind of difference the others are, with
 * examples.
 */
import type { EngineDump, FileDump, Info } from './dump';

export interface Difference {
  where: string;
  category: string;
  a: string;
  b: string;
}

export interface Comparison {
  a: string;
  b: string;
  hovers: { both: number; onlyA: number; onlyB: number; sameText: number; sameTextAndDoc: number };
  callouts: { both: number; same: number; onlyA: number; onlyB: number };
  errors: { both: number; same: number; onlyA: number; onlyB: number };
  problems: { a: number; b: number };
  differences: Difference[];
}

const show = (info: Info) => (info.doc ? `${info.text}\n  — ${info.doc}` : info.text);

/**
 * Why `a` and `b` (different) differ: the kind of the first place where they
 * do, or a normalisation that makes them equal.
 */
export function categorize(a: string, b: string): string {
  if (a.replace(/'/g, '"') === b.replace(/'/g, '"')) return 'quotes of string literal types (7 keeps the source\'s)';
  if ([...a].sort().join('') === [...b].sort().join('')) return 'order of union members or properties';
  // An alias's quick info ends with `import name` (or `export name`) in 5.9 and 6.0, not in 7.
  const importLine = /\n(?:import|export) [^\n]*$/;
  if (importLine.test(a) !== importLine.test(b)) {
    if (a.replace(importLine, '') === b.replace(importLine, '')) return 'second line `import name` / `export name` of an alias (7 omits it)';
    if (/^\(alias\) \w+[<(]/.test(a) && /^\(alias\) const \w+: /.test(b)) return 're-exported name: `(alias) string(…): ZodString⏎export string` against 7\'s `(alias) const stringType: (…) => ZodString`';
    a = a.replace(importLine, '');
    b = b.replace(importLine, '');
  }
  const overloads = / \(\+\d+ overloads?\)/g;
  if (overloads.test(a) !== overloads.test(b) && a.replace(overloads, '') === b.replace(overloads, '')) return '`(+N overloads)` (7 omits it)';
  const [partA, partB] = differingParts(a, b, 0, 400);
  const both = partA + partB;
  if (/^import \w+$/.test(a) || /^\(alias\) module /.test(b) || /^\(alias\) module /.test(a)) return 'namespace import: `import name` against `(alias) module "…"`';
  if (/^namespace \w+\n/.test(a) !== /^namespace \w+\n/.test(b)) return 'a global that is also a namespace: `namespace console⏎var console` against `var console`';
  if (/^var \w+: \w+Constructor\n/.test(a) !== /^var \w+: \w+Constructor\n/.test(b)) return 'constructor call: `var Map: MapConstructor⏎new <…>(…) => Map<…> (+3 overloads)` against `var Map: new <…>(…) => Map<…>`';
  if (/\.\.\./.test(both)) return 'truncation (`...`, `... N more ...`) at other places';
  if (/import\("|typeof /.test(both)) return 'module references (`typeof import("…").name` against `typeof name`)';
  if (/& string/.test(both)) return '`& string` in type parameter constraints';
  if (/^\((local var|var)\)|^var /.test(partA + '\n' + partB) || /\(local var\)/.test(both)) return 'kind word (`(local var)` against `var`)';
  if (/\bany\b/.test(partA) !== /\bany\b/.test(partB)) return '`any` against a written type';
  return 'other type printing';
}

function key(page: string, fence: string, file: string, line: number, column: number): string {
  return `${page}:${fence}:${file}:${line}:${column}`;
}

function index<T>(dump: EngineDump, pick: (file: FileDump) => T[], position: (item: T) => [number, number]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [page, samples] of Object.entries(dump.pages))
    for (const [fence, sample] of Object.entries(samples))
      for (const [name, file] of Object.entries(sample.files))
        for (const item of pick(file)) map.set(key(page, fence, name, ...position(item)), item);
  return map;
}

function pair<T>(a: Map<string, T>, b: Map<string, T>, same: (x: T, y: T) => boolean, onDiffer: (where: string, x: T, y: T) => void) {
  let both = 0;
  let equal = 0;
  for (const [where, x] of a) {
    const y = b.get(where);
    if (!y) continue;
    both++;
    if (same(x, y)) equal++;
    else onDiffer(where, x, y);
  }
  return { both, same: equal, onlyA: a.size - both, onlyB: b.size - both };
}

export function compare(a: EngineDump, b: EngineDump): Comparison {
  const differences: Difference[] = [];
  const hoversA = index(a, (file) => file.identifiers, (id) => [id.line, id.start]);
  const hoversB = index(b, (file) => file.identifiers, (id) => [id.line, id.start]);
  let sameTextAndDoc = 0;
  const hoverPair = pair(
    hoversA,
    hoversB,
    (x, y) => x.text === y.text,
    (where, x, y) => differences.push({ where: `hover ${where}`, category: categorize(x.text, y.text), a: x.text, b: y.text }),
  );
  for (const [where, x] of hoversA) {
    const y = hoversB.get(where);
    if (!y || x.text !== y.text) continue;
    if ((x.doc ?? '') === (y.doc ?? '')) sameTextAndDoc++;
    else differences.push({ where: `doc ${where}`, category: 'doc comment paragraph', a: x.doc ?? '(none)', b: y.doc ?? '(none)' });
  }
  const callouts = pair(
    index(a, (file) => file.callouts, (c) => [c.line, c.column]),
    index(b, (file) => file.callouts, (c) => [c.line, c.column]),
    (x, y) => show(x) === show(y),
    (where, x, y) => differences.push({ where: `callout ${where}`, category: `callout: ${categorize(show(x), show(y))}`, a: show(x), b: show(y) }),
  );
  const errorText = (e: FileDump['errors'][number]) => `TS${e.code} [${e.start}+${e.length}] ${e.message}`;
  const errors = pair(
    index(a, (file) => file.errors, (e) => [e.line, e.start * 100000 + e.code]),
    index(b, (file) => file.errors, (e) => [e.line, e.start * 100000 + e.code]),
    (x, y) => errorText(x) === errorText(y),
    (where, x, y) => differences.push({ where: `error ${where}`, category: 'error message or span', a: errorText(x), b: errorText(y) }),
  );
  const problemCount = (dump: EngineDump) =>
    Object.values(dump.pages).reduce((sum, samples) => sum + Object.values(samples).reduce((s, sample) => s + sample.problems.length, 0), 0);
  return {
    a: a.engine,
    b: b.engine,
    hovers: { both: hoverPair.both, onlyA: hoverPair.onlyA, onlyB: hoverPair.onlyB, sameText: hoverPair.same, sameTextAndDoc },
    callouts,
    errors,
    problems: { a: problemCount(a), b: problemCount(b) },
    differences,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)} %`);

/** One Markdown table row per comparison. */
export function comparisonTable(comparisons: Comparison[]): string[] {
  const lines = [
    '| A vs B | hovers compared | same text | same text and doc | only in A / B | callouts same | errors same | failing problems A / B |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const c of comparisons)
    lines.push(
      `| ${c.a} vs ${c.b} | ${c.hovers.both} | ${c.hovers.sameText} (${percent(c.hovers.sameText, c.hovers.both)}) | ${c.hovers.sameTextAndDoc} (${percent(c.hovers.sameTextAndDoc, c.hovers.both)}) | ${c.hovers.onlyA} / ${c.hovers.onlyB} | ${c.callouts.same}/${c.callouts.both} (+${c.callouts.onlyA}/${c.callouts.onlyB}) | ${c.errors.same}/${c.errors.both} (+${c.errors.onlyA}/${c.errors.onlyB}) | ${c.problems.a} / ${c.problems.b} |`,
    );
  return lines;
}

/** Differences by category, with the first `examples` of each. */
export function categories(c: Comparison, examples = 2): string[] {
  const byCategory = new Map<string, Difference[]>();
  for (const difference of c.differences) byCategory.set(difference.category, [...(byCategory.get(difference.category) ?? []), difference]);
  const lines = [`${c.a} vs ${c.b}: ${c.differences.length} differences`];
  for (const [category, list] of [...byCategory].sort((x, y) => y[1].length - x[1].length)) {
    lines.push(`  ${list.length} × ${category}`);
    for (const example of list.slice(0, examples)) {
      const [a, b] = differingParts(example.a, example.b);
      lines.push(`      ${example.where}`, `        A: ${a}`, `        B: ${b}`);
    }
  }
  return lines;
}

/** Where `a` and `b` differ, with a little of what they share around it, on one line each. */
export function differingParts(a: string, b: string, context = 40, most = 240): [string, string] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const from = Math.max(0, prefix - context);
  const part = (text: string) => {
    const to = Math.min(text.length, text.length - suffix + context);
    const shown = text.slice(from, to);
    const clipped = shown.length > most ? `${shown.slice(0, most)}…` : shown;
    return `${from > 0 ? '…' : ''}${clipped}${to < text.length && shown.length <= most ? '…' : ''}`.replace(/\n\s*/g, '⏎ ');
  };
  return [part(a), part(b)];
}
