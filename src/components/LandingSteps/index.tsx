import React, { type ComponentType, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import Step1 from '@site/docs/landing-intro/Step1.mdx';
import Step2 from '@site/docs/landing-intro/Step2.mdx';
import Step3 from '@site/docs/landing-intro/Step3.mdx';
import styles from './styles.module.css';

interface Step {
  Content: ComponentType;
  title: string;
  href: string;
}

/**
 * The steps are written (and type-checked, and run) once, as MDX files that are
 * also unlisted routes (/docs/landing-intro/StepN). Each heading leads to the
 * guide that covers its step in full, not to that route, which repeats this
 * section.
 */
const STEPS: Step[] = [
  { Content: Step1, title: '1. Define your procedures', href: '/docs/server/procedures' },
  { Content: Step2, title: '2. Create an HTTP server', href: '/docs/server/adapters/standalone' },
  { Content: Step3, title: '3. Connect your client', href: '/docs/client/setup' },
];

export default function LandingSteps(): ReactNode {
  return (
    <ol className={styles.steps}>
      {STEPS.map(({ Content, title, href }) => (
        <li key={href} className={styles.step}>
          <h3>
            <Link to={href}>{title}</Link>
          </h3>
          {/* MDXContent supplies the theme's code blocks, as on the docs pages. */}
          <MDXContent>
            <Content />
          </MDXContent>
        </li>
      ))}
    </ol>
  );
}
