import type { ThemeConfig } from '@docusaurus/preset-classic';

/** External places the navbar and footer both point to. */
export const communityLinks = {
  github: 'https://github.com/trpc/trpc',
  twitter: 'https://twitter.com/trpcio',
  discord: 'https://trpc.io/discord',
} as const;

export const navbar = {
  title: 'tRPC',
  // No alt text: the visible title names the link, so the mark is decorative.
  logo: {
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
    // These open the page of the docs version the reader is in (VersionedDocNavbarItem).
    { type: 'custom-versionedDoc', docId: 'quickstart', label: 'Quickstart', position: 'left' },
    { to: '/docs/awesome-trpc', label: 'Awesome tRPC Collection', position: 'left' },
    {
      type: 'custom-versionedDoc',
      docId: 'nextjs/introduction',
      // 9.x has one Next.js page, the twin of 10.x's setup page.
      docIdByVersion: { '9.x': 'nextjs/setup' },
      label: 'Using Next.js',
      position: 'left',
    },
    { type: 'docsVersionDropdown', position: 'right' },
    {
      href: communityLinks.github,
      position: 'right',
      className: 'navbar-icon navbar-icon--github',
      'aria-label': 'tRPC on GitHub',
    },
    {
      href: communityLinks.twitter,
      position: 'right',
      className: 'navbar-icon navbar-icon--twitter',
      'aria-label': 'tRPC on Twitter',
    },
    {
      href: communityLinks.discord,
      position: 'right',
      className: 'navbar-icon navbar-icon--discord',
      'aria-label': 'tRPC on Discord',
    },
  ],
} satisfies NonNullable<ThemeConfig['navbar']>;
