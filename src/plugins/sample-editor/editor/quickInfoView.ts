/**
 * Quick info in the editor, as the static view gives it: on hover (after the
 * same rest of the mouse), on a tap, and from the keyboard, where the arrow
 * keys that move the cursor onto a name show its type as they move among the
 * static view's names, and Escape closes it. The text is the worker's (the
 * build's reader text, typed-samples annotate/readerText.ts); what the
 * keyboard and taps open is also said to screen readers.
 */
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, showTooltip, ViewPlugin, type Tooltip, type ViewUpdate } from '@codemirror/view';
import type { LiveHover, QuickInfo } from '../protocol';
import { workerFile } from './workerFile';

/** How long the mouse rests on a word before its type shows (the static view's HOVER_DELAY_MS). */
const HOVER_DELAY_MS = 250;

export function quickInfoElement(info: QuickInfo): HTMLElement {
  const element = document.createElement('div');
  element.className = 'typed-popover';
  const signature = document.createElement('span');
  signature.className = 'typed-signature';
  signature.textContent = info.text;
  element.append(signature);
  if (info.doc) {
    const doc = document.createElement('span');
    doc.className = 'typed-doc';
    doc.textContent = info.doc;
    element.append(doc);
  }
  return element;
}

async function hoverAt(view: EditorView, pos: number): Promise<LiveHover | null> {
  const file = view.state.facet(workerFile);
  return file && file.worker.getHover({ path: file.path, pos });
}

function tooltipOf(hover: LiveHover): Tooltip {
  return { pos: hover.from, end: hover.to, above: false, create: () => ({ dom: quickInfoElement(hover.info) }) };
}

const mouseQuickInfo = hoverTooltip(
  async (view, pos) => {
    const hover = await hoverAt(view, pos);
    return hover && tooltipOf(hover);
  },
  { hoverTime: HOVER_DELAY_MS },
);

const setCursorInfo = StateEffect.define<LiveHover | null>();

/** The quick info the keyboard or a tap opened, at the cursor. */
const cursorInfo = StateField.define<LiveHover | null>({
  create: () => null,
  update(info, transaction) {
    for (const effect of transaction.effects) if (effect.is(setCursorInfo)) return effect.value;
    // Typing closes it; so does moving away from the name.
    if (transaction.docChanged) return null;
    if (info && transaction.selection) {
      const head = transaction.selection.main.head;
      if (head < info.from || head > info.to) return null;
    }
    return info;
  },
  provide: (field) => showTooltip.compute([field], (state) => {
    const info = state.field(field);
    return info && tooltipOf(info);
  }),
});

/** Opens the quick info of the name at the cursor after the keyboard moved it there, or a finger tapped it. */
function cursorQuickInfo(say: (text: string) => void) {
  return ViewPlugin.fromClass(
    class {
      private lastPointer = 'mouse';
      private asked = 0;

      constructor(private readonly view: EditorView) {
        view.dom.addEventListener('pointerdown', this.onPointerDown, { passive: true });
      }

      private readonly onPointerDown = (event: PointerEvent) => {
        this.lastPointer = event.pointerType;
      };

      update(update: ViewUpdate) {
        if (update.docChanged || !update.selectionSet || !update.state.selection.main.empty) return;
        const byKeyboard = update.transactions.some((transaction) => transaction.isUserEvent('select') && !transaction.isUserEvent('select.pointer'));
        const byTap = this.lastPointer !== 'mouse' && update.transactions.some((transaction) => transaction.isUserEvent('select.pointer'));
        if (byKeyboard || byTap) void this.show(update.state.selection.main.head);
      }

      private async show(head: number) {
        const asked = ++this.asked;
        // The name the cursor is in, or the one it is just after.
        const hover = (await hoverAt(this.view, head)) ?? (head > 0 ? await hoverAt(this.view, head - 1) : null);
        if (asked !== this.asked || this.view.state.selection.main.head !== head) return;
        this.view.dispatch({ effects: setCursorInfo.of(hover) });
        if (hover) say(hover.info.doc ? `${hover.info.text}. ${hover.info.doc}` : hover.info.text);
      }

      destroy() {
        this.view.dom.removeEventListener('pointerdown', this.onPointerDown);
      }
    },
  );
}

/** Escape closes the quick info the keyboard opened before it leaves the editor (./fileEditor.ts). */
const closeKeys = keymap.of([
  {
    key: 'Escape',
    run: (view) => {
      if (!view.state.field(cursorInfo)) return false;
      view.dispatch({ effects: setCursorInfo.of(null) });
      return true;
    },
  },
]);

export function quickInfo(say: (text: string) => void): Extension {
  return [mouseQuickInfo, cursorInfo, cursorQuickInfo(say), closeKeys];
}
