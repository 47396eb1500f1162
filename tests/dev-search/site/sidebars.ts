import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** Categories give the search records their lvl0; `outside` is in no sidebar. */
const sidebars: SidebarsConfig = {
  docs: [
    'index',
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', title: 'All guides', slug: '/guides', description: 'Every guide of the test site, one card each.' },
      items: [
        'guides/headings',
        'guides/text',
        'guides/code',
        { type: 'category', label: 'Advanced', link: { type: 'doc', id: 'guides/advanced/overview' }, items: ['guides/advanced/edited'] },
      ],
    },
  ],
};

export default sidebars;
