import { createRoot } from 'react-dom/client';
import { PAGE_RENDERED_EVENT } from '@fondly/design-system';
import '@fondly/design-system/styles.css';
import { App } from './app/app';

const root = document.getElementById('root')!;
const prerendered = document.getElementById('fondly-prerendered');
if (prerendered) handOverWhenLive(prerendered, root);
createRoot(root).render(<App />);

/**
 * The public and funnel pages arrive prerendered (api/src/static/page-html.ts): the visitor reads the
 * page before this script even loads (index.html holds it back until the page is used or
 * idle). The app renders the live page into the hidden #root; once it is there, the two are
 * swapped within one frame, keeping the scroll position, the focus, anything typed and a
 * button pressed meanwhile.
 */
function handOverWhenLive(staticPage: HTMLElement, liveRoot: HTMLElement) {
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    document.removeEventListener(PAGE_RENDERED_EVENT, swap);
    const livePage = liveRoot.querySelector('[data-remote]')?.firstElementChild ?? null;
    const staticRoot = staticPage.firstElementChild;
    const scrollY = window.scrollY;
    const active = document.activeElement;
    const focusPath = staticRoot && active && staticRoot.contains(active) ? pathTo(staticRoot, active) : null;
    const typed = staticRoot ? typedValues(staticRoot) : [];
    // Marked by the script in index.html when a visitor pressed a button before the app was live.
    const pressedEl = staticRoot?.querySelector('[data-fondly-pressed]');
    const pressedRecently = pressedEl && Date.now() - Number(pressedEl.getAttribute('data-fondly-pressed')) < 10_000;
    const pressedPath = staticRoot && pressedEl && pressedRecently ? pathTo(staticRoot, pressedEl) : null;

    liveRoot.hidden = false;
    staticPage.remove();
    window.scrollTo(0, scrollY);

    if (!livePage) return;
    // After React has finished the render that announced the page.
    queueMicrotask(() => {
      for (const { path, value, checked } of typed) {
        const field = elementAt(livePage, path);
        if (field) restoreValue(field, value, checked);
      }
      if (focusPath) (elementAt(livePage, focusPath) as HTMLElement | null)?.focus({ preventScroll: true });
      if (pressedPath) (elementAt(livePage, pressedPath) as HTMLElement | null)?.click();
    });
  };

  // The live page says when it shows what the prerender shows (usePageRendered); a fallback, the 404
  // or the error screen is the shell's own answer and is shown just the same.
  document.addEventListener(PAGE_RENDERED_EVENT, swap);
  const observer = new MutationObserver(() => {
    if (liveRoot.querySelector('[data-testid="remote-fallback"], [data-testid="not-found"], .fds-error-screen')) swap();
  });
  observer.observe(liveRoot, { childList: true, subtree: true });
}

/** Child indexes from `ancestor` down to `el`: the same place in an identical tree. */
function pathTo(ancestor: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== ancestor; node = node.parentElement) {
    if (!node.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(ancestor: Element, path: number[]): Element | null {
  let node: Element | null = ancestor;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

type Typed = { path: number[]; value: string; checked: boolean };

function typedValues(container: Element): Typed[] {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select');
  const typed: Typed[] = [];
  for (const field of fields) {
    const isChoice = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    const changed = isChoice
      ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
      : field instanceof HTMLSelectElement
        ? field.selectedIndex > 0
        : field.value !== field.defaultValue;
    if (changed) typed.push({ path: pathTo(container, field), value: field.value, checked: isChoice && (field as HTMLInputElement).checked });
  }
  return typed;
}

/** Sets a field the way typing would, so React's onChange sees it. */
function restoreValue(field: Element, value: string, checked: boolean) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
