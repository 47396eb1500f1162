// The site's own wrapper (it renders the samples' build-time HTML), for this test site too.
export { default } from '../../../../../../src/theme/CodeBlock';
