import assert from 'node:assert/strict';
import { it } from 'node:test';
import { descriptionProblem, metaDescriptions, pageDescriptionProblems } from './metaDescription';

it('reads the description and og:description of a page, decoded', () => {
  const html = '<head><meta data-rh=true name=description content="It&#39;s a: &quot;page&quot;"/><meta property=og:description content=Classes /><meta name=viewport content="x"></head>';
  assert.deepEqual(metaDescriptions(html), new Map([['description', 'It\'s a: "page"'], ['og:description', 'Classes']]));
});

it('refuses the excerpts Docusaurus made of the API reference, and too short ones', () => {
  for (const junk of [
    'Defined in26',
    'httpBatchLink\\(opts): TRPCLink\\',
    'const initTRPC: TRPCBuilder\\',
    'getFetch(customFetchImpl?): FetchEsque',
    'createWSClient(opts): object',
    'CombinedDataTransformerClient = object',
    'const procedureTypes: readonly ["query", "mutation"]',
    'Classes',
    'Interfaces',
    'Archive',
    '  ',
  ]) {
    assert.notEqual(descriptionProblem(junk), null, junk);
  }
});

it('accepts a sentence about the page', () => {
  for (const sentence of [
    'The TRPCError class of @trpc/server 10.18.0: its constructor and 2 properties.',
    'The initTRPC constant of @trpc/server 10.18.0 and its type.',
    'Classes of errors and how the client sees them.',
    'Note: useQuery(input) caches by input.',
  ]) {
    assert.equal(descriptionProblem(sentence), null, sentence);
  }
});

it('reports a page without a description, and each bad one of a page', () => {
  assert.deepEqual(pageDescriptionProblems('<head><title>Tags</title></head>'), ['no <meta name="description">']);
  assert.deepEqual(pageDescriptionProblems('<meta name=description content=Archive><meta property=og:description content="The posts of the blog, by year.">'), [
    'description "Archive": shorter than 20 characters',
  ]);
});
