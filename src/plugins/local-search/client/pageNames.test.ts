import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchPageName, pageNames } from './pageNames';

describe('matchPageName', () => {
  const useMutation = pageNames('useMutation()', '/docs/reactjs/usemutation');
  const wsLink = pageNames('wsLink', '/docs/links/wsLink');
  const ssr = pageNames('Server-Side Rendering', '/docs/nextjs/ssr');
  const awsLambda = pageNames('AWS Lambda Adapter', '/docs/server/adapters/aws-lambda');
  const useQuery = pageNames('useQuery()', '/docs/reactjs/usequery');

  it('matches the name as written, in its words, or by its slug', () => {
    assert.equal(matchPageName('useMutation', useMutation), 'exact');
    assert.equal(matchPageName('use mutation', useMutation), 'exact');
    assert.equal(matchPageName('wslink', wsLink), 'exact');
    assert.equal(matchPageName('ssr', ssr), 'exact');
    assert.equal(matchPageName('server side rendering', ssr), 'exact');
  });

  it('matches the word a reader types: filler words left out, abbreviations spelled out', () => {
    assert.equal(matchPageName('mutation', useMutation), 'loose');
    assert.equal(matchPageName('websocket', wsLink), 'loose');
    assert.equal(matchPageName('lambda adapter', awsLambda), null);
    assert.equal(matchPageName('aws lambda', awsLambda), 'exact');
    const subscriptions = pageNames('Subscriptions', '/docs/subscriptions');
    assert.equal(matchPageName('real-time', subscriptions), 'exact');
    assert.equal(matchPageName('realtime', subscriptions), 'exact');
    assert.equal(matchPageName('time', subscriptions), null);
  });

  it('finds a name inside a question', () => {
    assert.equal(matchPageName('deploy to aws lambda', awsLambda), 'within');
  });

  it('tells an identifier from its prefix, and does not match other pages', () => {
    assert.equal(matchPageName('useQueries', useQuery), null);
    assert.equal(matchPageName('mutation', wsLink), null);
    assert.equal(matchPageName('', wsLink), null);
    assert.equal(matchPageName('<img src=x onerror=alert(1)> 🙂 .*+?', ssr), null);
  });
});
