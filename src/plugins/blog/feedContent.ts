import { load, type CheerioAPI } from 'cheerio';

/**
 * A post's HTML as the feeds carry it: what a feed reader can show, without
 * what only the page's scripts and styles make sense of. The blog plugin
 * takes a post's content from its built page, with the page's markup:
 *  - code blocks: a `pre` of one span per token with its colours, the type
 *    popovers' texts in a `template`, callouts and expected errors, and the
 *    keyboard hint of samples with types ("Press Enter to read the types…").
 *    A feed gets the code as the copy button gives it, in a plain `pre`,
 *    after its file name;
 *  - tabs (the npm / Yarn / pnpm / Bun install commands): a list of tab names,
 *    which a reader shows as a bullet list, then every panel. A feed gets each
 *    panel after its name;
 *  - heading anchors ("#"), CSS-module classes, inline styles, ids, tabindex
 *    and data attributes, which only the page's CSS and scripts read.
 */
/** Attributes a feed reader uses; `style` only for the alignment of table cells, `class` only for a code's language. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'open']);

export function feedContent(html: string): string {
  const $ = load(html, null, false);
  $('template, script, style, .hash-link, [class*="keyboardHint"], .typed-callout, .typed-error').remove();
  tabsToSections($);
  codeBlocksToPre($);
  $('*').each((_, node) => {
    if (node.type !== 'tag') return;
    const element = node;
    for (const name of Object.keys(element.attribs)) {
      const keep =
        KEPT_ATTRIBUTES.has(name) ||
        (name === 'style' && /^t[dh]$/.test(element.tagName)) ||
        (name === 'class' && /^language-[\w-]+$/.test(element.attribs.class));
      if (!keep) $(element).removeAttr(name);
    }
  });
  return ($.html() ?? '').replace(/<!--[\s\S]*?-->/g, '');
}

function tabsToSections($: CheerioAPI): void {
  $('.tabs-container').each((_, container) => {
    const names = $(container).find('[role="tab"]').map((_i, tab) => $(tab).text().trim()).get();
    const sections = $(container)
      .find('[role="tabpanel"]')
      .map((index, panel) => `<p><strong>${escapeHtml(names[index] ?? '')}</strong></p>${$(panel).html() ?? ''}`)
      .get();
    $(container).replaceWith(sections.join(''));
  });
}

function codeBlocksToPre($: CheerioAPI): void {
  $('.theme-code-block').each((_, block) => {
    const title = $(block).find('[class*="codeBlockTitle"]').first().text().trim();
    const language = /language-([\w-]+)/.exec($(block).attr('class') ?? '')?.[1];
    const lines = $(block).find('.token-line').map((_i, line) => $(line).text()).get();
    const code = lines.length > 0 ? lines.join('\n') : $(block).find('pre').text();
    const heading = title ? `<p><strong>${escapeHtml(title)}</strong></p>` : '';
    const codeClass = language ? ` class="language-${language}"` : '';
    $(block).replaceWith(`${heading}<pre><code${codeClass}>${escapeHtml(code.replace(/\n+$/, ''))}</code></pre>`);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
