import type { ThemeConfig } from '@docusaurus/preset-classic';
import { communityLinks } from './navbar';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Introduction', to: '/docs' },
        { label: 'Quickstart', to: '/docs/quickstart' },
        { label: 'Using Next.js', to: '/docs/nextjs/introduction' },
        { label: 'Version 9 docs', to: '/docs/v9' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: communityLinks.github },
        { label: 'Twitter', href: communityLinks.twitter },
        { label: 'Discord', href: communityLinks.discord },
        { label: 'Awesome tRPC Collection', to: '/docs/awesome-trpc' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'Media assets', to: '/media' },
        { label: 'Contributing', to: '/docs/contributing' },
        { label: 'Sponsors', to: '/docs/sponsors' },
      ],
    },
  ],
  logo: {
    alt: 'tRPC logo',
    src: 'img/logo-dark.svg',
    width: 48,
    height: 48,
    href: '/',
  },
  copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors. Documentation built with Docusaurus.`,
} satisfies NonNullable<ThemeConfig['footer']>;
