import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { feedContent } from './feedContent';

// Shaped like a post's built HTML (the blog plugin reads it from build/).
const TABS = `<div class="theme-tabs-container tabs-container tabList__CuJ"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true" class="tabs__item">npm</li><li role="tab" class="tabs__item">Yarn</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6"><div class="language-bash codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34"><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-bash" style="color:#393A34"><code class="codeBlockLines_e6Vv"><div class="token-line" style="color:#393A34"><span class="token function" style="color:#ce3846">npm</span><span class="token plain"> install zod</span><br></div></code></pre></div></div></div><div role="tabpanel" hidden=""><div class="language-bash theme-code-block"><pre><code><div class="token-line"><span class="token plain">yarn add zod</span><br></div></code></pre></div></div></div></div>`;
const SAMPLE = `<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">server.ts</div><div class="codeBlockContent_QJqH"><pre tabindex="0" aria-describedby="_R_1_" class="prism-code language-ts typed-code"><code><div class="typed-lines" style="--typed-columns:40"><div class="token-line"><span class="token keyword">const</span> <span class="typed-id" data-typed="0">a</span> <span class="token operator">=</span> <span class="token number">1</span> <span class="token operator">&lt;</span> <span class="token number">2</span><span class="token punctuation">;</span><br></div><div class="typed-callout" style="--typed-column:6">const a: boolean</div><div class="token-line"><span class="typed-id" data-typed="0">a</span><span class="token punctuation">;</span><br></div></div></code></pre><div id="_R_1_" class="keyboardHint_Yu2f">Press Enter to read the types in this code: arrow keys move between names, Escape returns here.</div></div></div>`;
const HEADING = '<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id="why">Why<a href="https://trpc.io/blog/post#why" class="hash-link" aria-label="Direct link to Why" translate="no">​</a></h2>';
const TABLE = '<table tabindex="0"><tbody><tr><td style="text-align:right">1</td></tr></tbody></table>';
const POPOVERS = '<!-- --><template class="typed-popover-texts"><span class="typed-popover"><span class="typed-signature">const a: boolean</span></span></template>';

describe('feedContent', () => {
  it('gives each install tab as its name and its command, not a list of tab names', () => {
    assert.equal(
      feedContent(TABS),
      '<p><strong>npm</strong></p><pre><code class="language-bash">npm install zod</code></pre><p><strong>Yarn</strong></p><pre><code class="language-bash">yarn add zod</code></pre>',
    );
  });

  it('gives a sample as its file name and the code the copy button copies, without the keyboard hint, callouts or popovers', () => {
    const feed = feedContent(SAMPLE + POPOVERS);
    assert.equal(feed, '<p><strong>server.ts</strong></p><pre><code class="language-ts">const a = 1 &lt; 2;\na;</code></pre>');
  });

  it('keeps headings, links and table alignment, without anchors, classes, ids or tabindex', () => {
    assert.equal(feedContent(HEADING + TABLE), '<h2>Why</h2><table><tbody><tr><td style="text-align:right">1</td></tr></tbody></table>');
    assert.equal(feedContent('<p>See <a class="x" href="https://trpc.io/docs">the docs</a>.</p>'), '<p>See <a href="https://trpc.io/docs">the docs</a>.</p>');
  });
});
