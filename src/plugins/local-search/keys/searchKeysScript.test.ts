import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { GIVE_UP_MS, isSearchShortcut, SEARCH_KEYS, type SearchKeys, SHELL_ATTRIBUTE, SHELL_TEXTS } from './searchKeyRecorder';
import { searchKeysScript } from './searchKeysScript';

/**
 * The key recorder as pages run it: the inline script searchKeysScript()
 * builds, evaluated against a small stand-in for the browser's window
 * (keydown listeners on window, focusin on document, called directly).
 */

const SCRIPT = searchKeysScript(__dirname);

/** An input whose value setter records, as React's listener would see it. */
class FakeInput {
  values: string[] = [];
  #value = '';
  constructor(readonly matchesModal: boolean) {}
  readonly tagName = 'INPUT';
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
    this.values.push(value);
  }
  matches(selector: string) {
    return this.matchesModal && selector.includes('.DocSearch-Input');
  }
  dispatchEvent() {
    return true;
  }
}

class FakeKeyboardEvent extends Event {
  readonly key: string;
  readonly code: string;
  constructor(type: string, init: { key: string; code: string }) {
    super(type);
    this.key = init.key;
    this.code = init.code;
  }
}

Object.assign(globalThis, { HTMLInputElement: FakeInput, KeyboardEvent: FakeKeyboardEvent });

const element = (tagName: string, { searchButton = false } = {}) => ({
  tagName,
  isContentEditable: false,
  closest: (selector: string) => (searchButton && selector === '.DocSearch-Button' ? {} : null),
  matches: () => false,
});
const BODY = element('BODY');

interface Page {
  keys: SearchKeys;
  /** Presses a key; returns whether the recorder kept it from the page. */
  press(key: string, options?: { ctrlKey?: boolean; metaKey?: boolean; target?: object }): boolean;
  focus(target: object): Promise<void>;
  pointerDown(target: object): void;
  /** Keydowns the page dispatched itself (the recorder closing the modal). */
  dispatched: string[];
  timers: (() => void)[];
  modalOpen: boolean;
  document: { body: object };
}

function loadPage(): Page {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const on = (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener);
  const page = { dispatched: [] as string[], timers: [] as (() => void)[], modalOpen: false } as Page;
  const win = {
    document: {
      body: { classList: { contains: (name: string) => name === 'DocSearch--active' && page.modalOpen } },
      addEventListener: on,
    },
    addEventListener: on,
    dispatchEvent: (event: FakeKeyboardEvent) => page.dispatched.push(event.key),
    setTimeout: (callback: () => void) => page.timers.push(callback),
  };
  page.document = win.document;
  new Function('window', SCRIPT)(win);
  page.keys = (win as unknown as Record<string, SearchKeys>)[SEARCH_KEYS]!;
  page.press = (key, { ctrlKey = false, metaKey = false, target = BODY } = {}) => {
    let kept = false;
    const event = { key, ctrlKey, metaKey, altKey: false, isComposing: false, defaultPrevented: false, target, preventDefault: () => (kept = true), stopPropagation: () => {} };
    for (const listener of listeners.keydown ?? []) listener(event);
    return kept;
  };
  page.pointerDown = (target) => {
    for (const listener of listeners.pointerdown ?? []) listener({ target });
  };
  page.focus = async (target) => {
    for (const listener of listeners.focusin ?? []) listener({ target });
    await Promise.resolve();
  };
  return page;
}

const type = (page: Page, text: string) => [...text].map((key) => page.press(key));

/** Enough of the DOM for the stand-in modal. */
class FakeElement {
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  className = '';
  textContent = '';
  innerHTML = '';
  value = '';
  type = '';
  placeholder = '';
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (() => void)[]>();
  constructor(
    readonly tagName: string,
    private readonly dom: { focused: FakeElement | null },
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name);
  }
  append(...children: FakeElement[]) {
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  contains(other: unknown): boolean {
    return other === this || this.children.some((child) => child.contains(other));
  }
  focus() {
    this.dom.focused = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  matches() {
    return false;
  }
  closest() {
    return null;
  }
}

/** Gives the page's document what the stand-in modal needs; returns a view of it. */
function withDom(page: Page) {
  const dom = {
    focused: null as FakeElement | null,
    body: null as unknown as FakeElement,
    shell: () => dom.body.children.find((child) => child.attributes.has(SHELL_ATTRIBUTE)),
    find: (root: FakeElement, className: string): FakeElement | undefined =>
      root.className.split(' ').includes(className) ? root : root.children.map((child) => dom.find(child, className)).find(Boolean),
  };
  dom.body = new FakeElement('BODY', dom);
  Object.assign(page.document, {
    createElement: (tag: string) => new FakeElement(tag.toUpperCase(), dom),
    querySelector: () => null,
    get activeElement() {
      return dom.focused;
    },
  });
  Object.assign(page.document.body, { append: (child: FakeElement) => dom.body.append(child) });
  return dom;
}

let page: Page;
let opened: number;
beforeEach(() => {
  page = loadPage();
  opened = 0;
});
const connect = () => page.keys.connect(() => (opened += 1));
/** The modal's input taking focus, as DocSearch does once mounted; returns it. */
const modalInputFocused = async () => {
  const input = new FakeInput(true);
  await page.focus(input);
  return input;
};

test('the inline script is plain JavaScript, small, and installs the recorder', () => {
  assert.doesNotMatch(SCRIPT, /^\s*(import|export)\b/m);
  assert.ok(SCRIPT.length < 4000, `${SCRIPT.length} characters`);
  assert.equal(typeof page.keys.connect, 'function');
});

test('Ctrl+K before hydration: the keys typed after it are kept, the modal opens once connected, and its input gets them once', async () => {
  assert.equal(page.press('k', { ctrlKey: true }), true);
  assert.deepEqual(type(page, 'middleware'), Array(10).fill(true));
  connect();
  assert.equal(opened, 1);
  const input = await modalInputFocused();
  assert.deepEqual(input.values, ['middleware']);
  // From now on the input has the keys itself.
  assert.equal(page.press('s'), false);
  await page.focus(input);
  assert.deepEqual(input.values, ['middleware']);
});

test('after hydration, a shortcut opens the modal at once; Cmd+K, "/" and a letter typed on the search button do too', async () => {
  connect();
  for (const start of [() => page.press('K', { metaKey: true }), () => page.press('/'), () => page.press('w', { target: element('BUTTON', { searchButton: true }) })]) {
    opened = 0;
    assert.equal(start(), true);
    assert.equal(opened, 1);
    type(page, 'sLink');
    const input = await modalInputFocused();
    assert.match(input.value, /sLink$/);
  }
});

test('"/" on a button that is not the search button opens search; in a text field it is a slash', () => {
  connect();
  assert.equal(page.press('/', { target: element('INPUT') }), false);
  assert.equal(page.press('/', { target: element('TEXTAREA') }), false);
  assert.equal(opened, 0);
  assert.equal(page.press('/', { target: element('BUTTON') }), true);
  assert.equal(opened, 1);
});

test('a repeated shortcut while waiting is ignored (DocSearch would toggle the opening modal closed); "/" is typed into the query', async () => {
  page.press('k', { ctrlKey: true });
  page.press('k', { ctrlKey: true });
  type(page, 'a/b');
  connect();
  assert.equal(page.press('k', { ctrlKey: true }), true);
  assert.equal(opened, 1);
  const input = await modalInputFocused();
  assert.equal(input.value, 'a/b');
});

test('Backspace while waiting edits the query', async () => {
  page.press('k', { ctrlKey: true });
  type(page, 'midlw');
  assert.equal(page.press('Backspace'), true);
  page.press('Backspace');
  type(page, 'dleware');
  connect();
  const input = await modalInputFocused();
  assert.equal(input.value, 'middleware');
});

test('Escape while waiting: before the modal was asked for, nothing opens; after, the modal is closed when it shows', async () => {
  page.press('k', { ctrlKey: true });
  type(page, 'mid');
  page.press('Escape');
  connect();
  assert.equal(opened, 0);
  assert.equal(page.press('x'), false);

  page.press('k', { ctrlKey: true });
  assert.equal(opened, 1);
  type(page, 'mid');
  page.press('Escape');
  const input = await modalInputFocused();
  assert.deepEqual(input.values, []);
  assert.deepEqual(page.dispatched, ['Escape']);
});

test('Escape while waiting, then a click on the search button: the modal that opens stays open', async () => {
  connect();
  page.press('k', { ctrlKey: true });
  page.press('Escape');
  page.pointerDown(element('BUTTON', { searchButton: true }));
  const input = await modalInputFocused();
  assert.deepEqual(input.values, []);
  assert.deepEqual(page.dispatched, []);
});

test('with the modal open, keys are left to DocSearch and its input', () => {
  connect();
  page.modalOpen = true;
  assert.equal(page.press('k', { ctrlKey: true }), false);
  assert.equal(page.press('/'), false);
  assert.equal(opened, 0);
});

test('Tab or a click in a text field while waiting ends the recording; a field the page focuses itself does not; nor does a modal that never shows', async () => {
  connect();
  page.press('k', { ctrlKey: true });
  await page.focus(element('INPUT'));
  assert.equal(page.press('x'), true);
  page.pointerDown(element('INPUT'));
  assert.equal(page.press('x'), false);

  page.press('k', { ctrlKey: true });
  assert.equal(page.press('Tab'), false);
  assert.equal(page.press('x'), false);

  // A modal that does not show: the recording goes on (the stand-in says so, see below).
  page.press('k', { ctrlKey: true });
  assert.equal(page.press('x'), true);
  assert.equal(page.timers.length, 3);
  page.timers[2]!(); // GIVE_UP_MS later
  assert.equal(page.press('x'), true);
  assert.ok(GIVE_UP_MS >= 10_000);
});

test('a stand-in of the modal shows at once with the query typed and its loading state; the modal takes it over; Escape or a click beside it closes it', async () => {
  const dom = withDom(page);
  page.press('k', { ctrlKey: true });
  const shell = dom.shell()!;
  assert.equal(shell.getAttribute(SHELL_ATTRIBUTE), '');
  assert.equal(dom.find(shell, 'DocSearch-Modal')!.getAttribute('role'), 'dialog');
  const input = dom.find(shell, 'DocSearch-Input')!;
  const status = dom.find(shell, 'DocSearch-Help')!;
  assert.equal(dom.focused, input);
  assert.equal(status.textContent, SHELL_TEXTS.loading);
  type(page, 'midd');
  page.press('Backspace');
  assert.equal(input.value, 'mid');
  // Pasted text reaches the field natively.
  input.value = 'middle';
  input.emit('input');
  connect();
  page.timers[0]!(); // GIVE_UP_MS later
  assert.equal(status.textContent, SHELL_TEXTS.slow);
  const modal = await modalInputFocused();
  assert.deepEqual(modal.values, ['middle']);
  assert.equal(dom.shell(), undefined);

  page.modalOpen = false;
  page.press('k', { ctrlKey: true });
  page.press('Escape');
  assert.equal(dom.shell(), undefined);
  page.press('k', { ctrlKey: true });
  page.pointerDown(dom.shell()!);
  assert.equal(dom.shell(), undefined);
  assert.equal(page.press('x'), false);
});

test('a modal opened by a click is left alone', async () => {
  connect();
  const input = await modalInputFocused();
  assert.deepEqual(input.values, []);
  assert.deepEqual(page.dispatched, []);
});

test('isSearchShortcut: Ctrl+K, Cmd+K and / open the search; other keys do not', () => {
  const key = (k: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });
  assert.equal(isSearchShortcut(key('k', { ctrlKey: true })), true);
  assert.equal(isSearchShortcut(key('K', { metaKey: true })), true);
  assert.equal(isSearchShortcut(key('/')), true);
  assert.equal(isSearchShortcut(key('k')), false);
  assert.equal(isSearchShortcut(key('k', { ctrlKey: true, altKey: true })), false);
  assert.equal(isSearchShortcut(key('/', { ctrlKey: true })), false);
  assert.equal(isSearchShortcut(key('Enter')), false);
});
