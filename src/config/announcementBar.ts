import type { ThemeConfig } from '@docusaurus/preset-classic';

type AnnouncementBar = Required<NonNullable<ThemeConfig['announcementBar']>>;

/**
 * The bar's content is raw HTML, which Docusaurus does not rewrite, so links
 * carry the base URL themselves. Changing `id` shows the bar again to readers
 * who dismissed an earlier one. Colours are CSS custom properties (see
 * src/css/custom.css) so the bar stays readable in both colour modes.
 */
export function announcementBar(baseUrl: string): AnnouncementBar {
  return {
    id: 'v10',
    content: `tRPC v10 is out! Read the <a href="${baseUrl}blog/announcing-trpc-10">announcement</a> and the <a href="${baseUrl}docs/migrate-from-v9-to-v10">migration guide</a>.`,
    backgroundColor: 'var(--site-announcement-background)',
    textColor: 'var(--site-announcement-color)',
    isCloseable: true,
  };
}
