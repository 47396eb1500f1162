import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkPlugins } from '../../config/markdown';
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
