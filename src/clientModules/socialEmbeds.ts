/**
 * Twitter's widgets script turns `.twitter-tweet` / `.twitter-timeline`
 * blockquotes and links into embeds. It is loaded asynchronously, and only on
 * pages that contain an embed, so other pages pay nothing for it. Because the
 * script only scans the document once on load, every later client-side
 * navigation asks it to scan the new page again.
 */
const WIDGETS_SRC = 'https://platform.twitter.com/widgets.js';
const EMBED_SELECTOR = '.twitter-tweet, .twitter-timeline';

interface TwitterWidgets {
  widgets: { load(element?: Element): void };
}

declare global {
  interface Window {
    twttr?: TwitterWidgets;
  }
}

function loadWidgetsScript(): void {
  if (document.querySelector(`script[src="${WIDGETS_SRC}"]`)) return;
  const script = document.createElement('script');
  script.src = WIDGETS_SRC;
  script.async = true;
  script.charset = 'utf-8';
  document.body.appendChild(script);
}

function scanForEmbeds(): void {
  if (!document.querySelector(EMBED_SELECTOR)) return;
  if (window.twttr?.widgets) {
    window.twttr.widgets.load();
  } else {
    loadWidgetsScript();
  }
}

/** Docusaurus calls this after the first render and after every navigation. */
export function onRouteDidUpdate(): void {
  scanForEmbeds();
}
