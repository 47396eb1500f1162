import { escapeHtml, wordSpans } from '../format/text';
import { highlight, type HighlightResult, type HighlightTags, type Matcher, matchedSpans, snippet, type SnippetResult } from './highlight';

/**
 * A local record dressed as a DocSearch (Algolia) hit, the shape both the
 * DocSearch modal and the theme's search page read.
 */

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export type Hierarchy = Record<Level, string | null>;

export interface AlgoliaHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  /** HTML-escaped: DocSearch renders these raw when a hit has no highlight (recent searches). */
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetResult>>; content?: SnippetResult };
}

export interface HitRecord {
  objectID: string;
  /** Absolute URL of the page, without anchor. */
  pageUrl: string;
  anchor: string | null;
  level: 1 | 2 | 3;
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
  language: string;
  tag: string;
  version: string | null;
}

export interface HitOptions {
  matcher: Matcher;
  tags: HighlightTags;
  snippetWords: number;
  ellipsis: string;
}

export function toAlgoliaHit(record: HitRecord, { matcher, tags, snippetWords, ellipsis }: HitOptions): AlgoliaHit {
  const levels: Hierarchy = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.level >= 2 ? record.lvl2 : null,
    lvl3: record.level >= 3 ? record.lvl3 : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const hierarchy = {} as Hierarchy;
  const highlightedHierarchy: AlgoliaHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: AlgoliaHit['_snippetResult']['hierarchy'] = {};
  for (const level of LEVELS) {
    const text = levels[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    // Like Algolia, only levels that exist appear: the search page takes the
    // last one as the hit's title.
    if (text === null) continue;
    highlightedHierarchy[level] = highlight(text, matcher, tags);
    snippetHierarchy[level] = { value: highlightedHierarchy[level]!.value, matchLevel: highlightedHierarchy[level]!.matchLevel };
  }

  const ownHeading: Level = record.level === 1 ? 'lvl1' : record.level === 2 ? 'lvl2' : 'lvl3';
  // The content's words and matches, worked out once for its snippet and its highlight.
  const contentWords = record.content ? wordSpans(record.content) : [];
  const contentMarks = record.content ? matchedSpans(record.content, matcher, contentWords) : [];
  // DocSearch shows a heading hit as the heading, a content hit as a snippet
  // of text under its page title: pick by where the query matched.
  const matchedHeading = highlightedHierarchy[ownHeading]?.matchLevel !== 'none';
  const type: HitType = !matchedHeading && contentMarks.length > 0 ? 'content' : ownHeading;

  const hit: AlgoliaHit = {
    objectID: record.objectID,
    url: record.anchor ? `${record.pageUrl}#${record.anchor}` : record.pageUrl,
    url_without_anchor: record.pageUrl,
    anchor: record.anchor,
    type,
    hierarchy,
    content: record.content ? escapeHtml(record.content) : null,
    language: record.language,
    docusaurus_tag: record.tag,
    version: record.version,
    _highlightResult: { hierarchy: highlightedHierarchy },
    _snippetResult: { hierarchy: snippetHierarchy },
  };
  if (record.content) {
    const { content } = record;
    // The whole section text highlighted is read by neither DocSearch nor the
    // search page (both show the snippet), and is the costliest part of a hit
    // to make: it is worked out only if something reads it.
    let contentHighlight: HighlightResult | undefined;
    Object.defineProperty(hit._highlightResult, 'content', {
      enumerable: true,
      configurable: true,
      get: () => (contentHighlight ??= highlight(content, matcher, tags, contentMarks)),
    });
    hit._snippetResult.content = snippet(content, matcher, tags, snippetWords, ellipsis, contentWords, contentMarks);
  }
  return hit;
}
