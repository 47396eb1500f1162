/**
 * The site of tests/sample-errors/site again, in a folder of its own: the
 * types-on-demand test (tests/e2e/typesOnDemand.spec.ts) writes its docs
 * and generated files here while the sample-error tests use the other.
 */
export { default } from '../site/docusaurus.config';
