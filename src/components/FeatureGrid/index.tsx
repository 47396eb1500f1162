import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Types from end to end',
    description:
      'The client is typed by the router itself: inputs, outputs and errors are checked in your editor, with autocompletion on every procedure.',
  },
  {
    title: 'No code generation',
    description:
      'No schema language, no build step, no generated files to keep in sync. Change the server and the client sees it immediately.',
  },
  {
    title: 'Runtime validation',
    description:
      'Inputs and outputs go through the validator you already use (zod, yup, superstruct or your own function) before your code runs.',
  },
  {
    title: 'Small and dependency-free',
    description:
      '@trpc/server and @trpc/client have no runtime dependencies, and only the type of the router ships to the browser.',
  },
  {
    title: 'Runs where you deploy',
    description:
      'Adapters for Node, Express, Fastify, Next.js, AWS Lambda and fetch-based edge runtimes serve the same router unchanged.',
  },
  {
    title: 'Batching and subscriptions',
    description:
      'Calls made together travel in one HTTP request, and websocket subscriptions push typed events to the client.',
  },
];

export default function FeatureGrid(): ReactNode {
  return (
    <ul className={styles.grid}>
      {FEATURES.map((feature) => (
        <li key={feature.title} className={styles.feature}>
          <h3>{feature.title}</h3>
          <p>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
