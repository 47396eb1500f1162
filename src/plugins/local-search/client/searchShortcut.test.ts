import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSearchShortcut } from './searchShortcut';

const key = (k: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

test('isSearchShortcut: Ctrl+K, Cmd+K and / open the search; other keys do not', () => {
  assert.equal(isSearchShortcut(key('k', { ctrlKey: true })), true);
  assert.equal(isSearchShortcut(key('K', { metaKey: true })), true);
  assert.equal(isSearchShortcut(key('/')), true);
  assert.equal(isSearchShortcut(key('k')), false);
  assert.equal(isSearchShortcut(key('k', { ctrlKey: true, altKey: true })), false);
  assert.equal(isSearchShortcut(key('/', { ctrlKey: true })), false);
  assert.equal(isSearchShortcut(key('Enter')), false);
});
