import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkPlugins } from '../../config/markdown';
import { checkSamples } from './check/checkSamples';
import { formatProblem } from './check/report';
import { PROJECT_ROOT } from './markdown/documents';
import remarkTypedSamples from './remark';

interface Node {
  type: string;
  lang?: string;
  meta?: string | null;
  value?: string;
  data?: { hProperties?: { typedHtml?: string } };
  children?: Node[];
}

function codeNodes(node: Node): Node[] {
  return node.type === 'code' ? [node] : (node.children ?? []).flatMap(codeNodes);
}

async function render(markdown: string, plugins: unknown[] = [remarkTypedSamples]): Promise<Node[]> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  for (const plugin of plugins) {
    if (Array.isArray(plugin)) processor.use(plugin[0], plugin[1]);
    else processor.use(plugin as never);
  }
  return codeNodes((await processor.run(processor.parse(markdown))) as Node);
}

const fence = (lang: string, meta: string, body: string) => `\`\`\`${lang} ${meta}\n${body}\n\`\`\`\n`;

describe('remark plugin', async () => {
  it('turns a multi-file fence inside JSX into consecutive titled blocks', async () => {
    const body = '// @filename: server.ts\nexport const a = 1;\n\n// @filename: client.ts\nimport { a } from "./server";\na;';
    const nodes = await render(`<Tabs>\n\n${fence('ts', 'showLineNumbers nocheck="demo"', body)}\n</Tabs>\n`);
    assert.deepEqual(
      nodes.map((n) => [n.lang, n.meta, n.value]),
      [
        ['ts', 'title="server.ts" showLineNumbers', 'export const a = 1;'],
        ['ts', 'title="client.ts" showLineNumbers', 'import { a } from "./server";\na;'],
      ],
    );
  });

  it('removes setup before the cut and directive lines, keeping the title', async () => {
    const nodes = await render(fence('tsx', 'title="page.tsx" version="9"', '// @errors: 2322\nconst setup = 1;\n// ---cut---\nconst x: string = setup;'));
    assert.deepEqual(nodes.map((n) => [n.lang, n.meta, n.value]), [['tsx', 'title="page.tsx"', 'const x: string = setup;']]);
  });

  it('hands each checked block its build-time HTML, the code staying the copy text', async () => {
    const [node] = await render(fence('ts', '', 'const greeting = "hi";\n//    ^?'));
    assert.equal(node.value, 'const greeting = "hi";');
    assert.match(node.data?.hProperties?.typedHtml ?? '', /<div class="typed-callout" style="--typed-column:6"><span class="typed-signature">const greeting: &quot;hi&quot;<\/span><\/div>/);
  });

  it('writes the popover texts of all the page’s blocks once, in a template after its content', async () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkTypedSamples as never);
    const sample = fence('ts', '', 'const greeting = "hi";\ngreeting;');
    const tree = (await processor.run(processor.parse(`${sample}\nSome prose.\n\n${sample}`))) as Node & { children: Node[] };
    const html = codeNodes(tree).map((node) => node.data?.hProperties?.typedHtml ?? '');
    const references = html.map((block) => [...block.matchAll(/data-typed="(\d+)">greeting</g)].map((match) => match[1]));
    // Four occurrences over two blocks, one text.
    assert.deepEqual(references, [['0', '0'], ['0', '0']]);
    const template = tree.children.at(-1) as { type: string; name?: string; attributes?: { name: string; value: unknown }[] };
    assert.equal(template.name, 'template');
    const inner = (template.attributes!.find((attribute) => attribute.name === 'dangerouslySetInnerHTML')!.value as { value: string }).value;
    assert.equal(inner.match(/const greeting: &quot;hi&quot;/g)?.length, 1);
  });

  it('leaves other fences alone, npm2yarn ones included', async () => {
    const markdown = fence('bash', 'npm2yarn', 'npm install @trpc/server') + fence('js', '', '// @filename: a.js\nx');
    const nodes = await render(markdown);
    assert.deepEqual(nodes.map((n) => [n.lang, n.meta, n.value]), [['bash', 'npm2yarn', 'npm install @trpc/server'], ['js', null, '// @filename: a.js\nx']]);
  });

  it('runs before npm2yarn in the shared site config', async () => {
    assert.equal(remarkPlugins[0], remarkTypedSamples);
    const nodes = await render(fence('bash', 'npm2yarn', 'npm install zod') + fence('ts', '', 'const a = 1;\n// ---cut---\na;'), remarkPlugins);
    assert.ok(nodes.some((n) => n.lang === 'bash' && n.value === 'yarn add zod'), 'npm2yarn still converts');
    assert.ok(nodes.some((n) => n.lang === 'ts' && n.value === 'a;'));
  });
});

describe('remark plugin: samples that fail', () => {
  const run = async (markdown: string, docPath: string) => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkTypedSamples as never);
    return processor.run(processor.parse(markdown), { path: path.join(PROJECT_ROOT, docPath) } as never);
  };

  it('fail the page, naming every problem of every sample as check:samples does', async () => {
    const markdown = [
      '# Shout',
      '',
      fence('ts', '', "function shout(text: string) {\n  return text.toUpperCase();\n}\nshout(42);"),
      fence('ts', '', 'const a = 1;\nexport default a;\n// ^?'),
      fence('ts', 'nocheck', 'pseudo code'),
      fence('ts', '', '// @noErrors\nconst x = 1;'),
    ].join('\n');
    const checked = checkSamples({ documents: [{ path: 'tests/fixture.mdx', content: markdown }] });
    const reported = checked.results.flatMap((result) => (result.status === 'failed' ? result.problems.map(formatProblem) : []));
    await assert.rejects(run(markdown, 'tests/fixture.mdx'), (error: Error) => {
      assert.equal(error.name, 'SampleErrors');
      assert.deepEqual(error.message.split('\n').slice(1), reported.map((line) => `  - ${line}`));
      assert.deepEqual(reported, [
        "tests/fixture.mdx:7: [index.ts] TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
        'tests/fixture.mdx:13: [index.ts] // ^? points at column 4 of "export default a;", which is not an identifier with a type; put the ^ under one',
        'tests/fixture.mdx:16: nocheck needs a reason, e.g. nocheck="pseudo-code"',
        'tests/fixture.mdx:21: unsupported directive @noErrors; use // @errors: <codes> or nocheck="reason"',
      ]);
      assert.match(error.message, /^TypeScript samples to fix \(4 problems; `npm run check:samples tests\/fixture\.mdx` checks this page alone; /);
      assert.equal(error.stack, '', 'no stack trace');
      return true;
    });
  });

  it('keep a page whose samples expect their errors or opt out with a reason', async () => {
    const markdown = [
      fence('ts', '', "// @errors: 2345\nfunction shout(text: string) {\n  return text;\n}\nshout(42);"),
      fence('ts', 'nocheck="pseudo-code"', 'whatever'),
    ].join('\n');
    const nodes = codeNodes((await run(markdown, 'tests/fixture.mdx')) as unknown as Node);
    assert.equal(nodes.length, 2);
    assert.match(nodes[0].data?.hProperties?.typedHtml ?? '', /typed-error.*TS2345/);
  });
});

describe('remark plugin: generated API pages', () => {
  it('leaves their fences to the theme: they are not samples, and get no types', async () => {
    // TypeDoc writes a `@default undefined` tag as a ts fence.
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkTypedSamples as never);
    const markdown = '#### Default\n\n```ts\nundefined\n```\n';
    const file = { path: path.join(PROJECT_ROOT, 'docs/typedoc/next/interfaces/WithTRPCSSROptions.md') };
    const tree = (await processor.run(processor.parse(markdown), file as never)) as unknown as Node;
    assert.deepEqual(
      codeNodes(tree).map((node) => [node.lang, node.value, node.data?.hProperties?.typedHtml]),
      [['ts', 'undefined', undefined]],
    );
  });
});
