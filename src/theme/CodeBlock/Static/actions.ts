/**
 * What a static code block's buttons do (./index.tsx): what the theme's
 * CopyButton and WordWrapButton do with React. Loaded by
 * src/clientModules/codeBlocks.ts when a reader first reaches for a button.
 */
import { translate } from '@docusaurus/Translate';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wordWrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';
import { CODE_ACTION } from './codeAction';

const COPIED_MS = 1000;

/** The code of a block as shown: its lines, without what is not code (a sample's callouts, errors, popover). */
export function codeText(code: Element): string {
  return Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');
}

async function writeClipboard(text: string): Promise<void> {
  // The clipboard API is there in secure contexts (HTTPS, localhost); elsewhere the old way.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

const copiedTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function showCopied(button: HTMLElement, copied: boolean): void {
  button.classList.toggle(copyStyles.copyButtonCopied, copied);
  button.setAttribute(
    'aria-label',
    copied
      ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
      : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' }),
  );
}

async function copy(button: HTMLElement, code: Element): Promise<void> {
  await writeClipboard(codeText(code));
  showCopied(button, true);
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => showCopied(button, false), COPIED_MS),
  );
}

/** As the theme's useCodeWordWrap: the wrap lives in the `<code>`'s style attribute. */
function toggleWordWrap(button: HTMLElement, code: HTMLElement): void {
  const wrapped = code.hasAttribute('style');
  if (wrapped) code.removeAttribute('style');
  else {
    code.style.whiteSpace = 'pre-wrap';
    // Very long words and strings wrap too: no scrollbar at all.
    code.style.overflowWrap = 'anywhere';
  }
  button.classList.toggle(wordWrapStyles.wordWrapButtonEnabled, !wrapped);
}

/** Does what `button` (a `[data-code-action]` button of a static block) is for. */
export function runCodeAction(button: HTMLElement): void {
  const code = button.closest('.theme-code-block')?.querySelector<HTMLElement>('pre > code');
  if (!code) return;
  if (button.dataset.codeAction === CODE_ACTION.copy) void copy(button, code);
  else if (button.dataset.codeAction === CODE_ACTION.wordWrap) toggleWordWrap(button, code);
}
