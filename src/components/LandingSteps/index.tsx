import React, { type ComponentProps, type ComponentType, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Step1 from '@site/docs/landing-intro/Step1.mdx';
import Step2 from '@site/docs/landing-intro/Step2.mdx';
import Step3 from '@site/docs/landing-intro/Step3.mdx';
import styles from './styles.module.css';

interface Step {
  Content: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  title: string;
  href: string;
}

/** The steps are docs pages too, so they are written (and type-checked) once. */
const STEPS: Step[] = [
  { Content: Step1, title: '1. Define your procedures', href: '/docs/landing-intro/Step1' },
  { Content: Step2, title: '2. Create an HTTP server', href: '/docs/landing-intro/Step2' },
  { Content: Step3, title: '3. Connect your client', href: '/docs/landing-intro/Step3' },
];

/**
 * The samples scroll sideways on narrow screens; a scrollable region must be
 * reachable from the keyboard (WCAG 2.1.1), so it takes focus.
 */
function FocusablePre(props: ComponentProps<'pre'>): ReactNode {
  return <pre tabIndex={0} {...props} />;
}

const MDX_COMPONENTS = { pre: FocusablePre };

export default function LandingSteps(): ReactNode {
  return (
    <ol className={styles.steps}>
      {STEPS.map(({ Content, title, href }) => (
        <li key={href} className={styles.step}>
          <h3>
            <Link to={href}>{title}</Link>
          </h3>
          <Content components={MDX_COMPONENTS} />
        </li>
      ))}
    </ol>
  );
}
