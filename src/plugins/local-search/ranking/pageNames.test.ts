import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nameMatcher, pageNames } from './pageNames';

describe('nameMatcher', () => {
  const useMutation = pageNames('useMutation()', '/docs/reactjs/usemutation');
  const wsLink = pageNames('wsLink', '/docs/links/wsLink');
  const ssr = pageNames('Server-Side Rendering', '/docs/nextjs/ssr');
  const awsLambda = pageNames('AWS Lambda Adapter', '/docs/server/adapters/aws-lambda');
  const useQuery = pageNames('useQuery()', '/docs/reactjs/usequery');

  it('matches the name as written, in its words, or by its slug', () => {
    assert.equal(nameMatcher('useMutation')(useMutation), 'exact');
    assert.equal(nameMatcher('use mutation')(useMutation), 'exact');
    assert.equal(nameMatcher('wslink')(wsLink), 'exact');
    assert.equal(nameMatcher('ssr')(ssr), 'exact');
    assert.equal(nameMatcher('server side rendering')(ssr), 'exact');
  });

  it('matches the word a reader types: filler words left out, abbreviations spelled out', () => {
    assert.equal(nameMatcher('mutation')(useMutation), 'loose');
    assert.equal(nameMatcher('websocket')(wsLink), 'loose');
    assert.equal(nameMatcher('lambda adapter')(awsLambda), null);
    assert.equal(nameMatcher('aws lambda')(awsLambda), 'exact');
    const subscriptions = pageNames('Subscriptions', '/docs/subscriptions');
    assert.equal(nameMatcher('real-time')(subscriptions), 'exact');
    assert.equal(nameMatcher('realtime')(subscriptions), 'exact');
    assert.equal(nameMatcher('time')(subscriptions), null);
  });

  it('finds a name inside a question', () => {
    assert.equal(nameMatcher('deploy to aws lambda')(awsLambda), 'within');
  });

  it('tells an identifier from its prefix, and does not match other pages', () => {
    assert.equal(nameMatcher('useQueries')(useQuery), null);
    assert.equal(nameMatcher('mutation')(wsLink), null);
    assert.equal(nameMatcher('')(wsLink), null);
    assert.equal(nameMatcher('<img src=x onerror=alert(1)> 🙂 .*+?')(ssr), null);
  });
});
