import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import FeatureGrid from '@site/src/components/FeatureGrid';
import LandingSteps from '@site/src/components/LandingSteps';
import styles from './index.module.css';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs">
            Read the docs
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description="tRPC lets you build and consume fully typesafe APIs without schemas or code generation.">
      <main>
        <Hero />
        <div className="container">
          <section className={styles.section} aria-labelledby="why-trpc">
            <h2 id="why-trpc">Why tRPC</h2>
            <FeatureGrid />
          </section>
          <section className={styles.section} aria-labelledby="how-it-works">
            <h2 id="how-it-works">How it works</h2>
            <LandingSteps />
          </section>
        </div>
      </main>
    </Layout>
  );
}
