import { useEffect, type RefObject } from 'react';

/** Fields keep copy, paste, selection and their context menu (KWCAG 2.2 / WCAG H100: never block them). */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/**
 * The attribute that marks what a visitor must be able to keep (a receipt number, their own lookup results
 * and application): the protection never applies inside it. site.css gives it its selection back.
 */
export const COPYABLE_ATTRIBUTE = 'data-copyable';
const FREE = `${EDITABLE}, [${COPYABLE_ATTRIBUTE}]`;
const BLOCKED = ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart'] as const;

function elementOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
}

export function isEditableTarget(target: EventTarget | null): boolean {
  return Boolean(elementOf(target)?.closest(EDITABLE));
}

/** A field, or content marked copyable: the protection leaves it alone. */
export function isFreeTarget(target: EventTarget | null): boolean {
  return Boolean(elementOf(target)?.closest(FREE));
}

/** The selection lies wholly in free content: copying it cannot take protected text along. */
function selectionIsFree(selection: Selection | null): boolean {
  return Boolean(
    selection?.anchorNode && isFreeTarget(selection.anchorNode) && isFreeTarget(selection.focusNode),
  );
}

/**
 * docs/spec.md § 2: the site blocks copy, context menu, text selection and dragging when the setting asks for
 * it. One set of delegated listeners on the document acts on events inside `container`, never inside a form
 * field or content marked `data-copyable`; CSS (`.is-protected`) adds `user-select: none` to the container
 * and gives both theirs back.
 */
export function useCopyProtection(enabled: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!enabled) return;
    const onEvent = (event: Event) => {
      const root = container.current;
      if (!root) return;
      if (event.type === 'copy' || event.type === 'cut') {
        // Outside fields a clipboard event targets the focused element or <body>, not the selected text:
        // it is blocked when the selection reaches into protected content at either end.
        if (isEditableTarget(document.activeElement)) return;
        const selection = document.getSelection();
        if (selection?.anchorNode) {
          if (selectionIsFree(selection)) return;
          const ends = [selection.anchorNode, selection.focusNode];
          if (ends.some((node) => node && root.contains(node))) event.preventDefault();
          return;
        }
      }
      const subject = event.target instanceof Node ? event.target : null;
      if (!subject || !root.contains(subject) || isFreeTarget(subject)) return;
      event.preventDefault();
    };
    for (const type of BLOCKED) document.addEventListener(type, onEvent, true);
    return () => {
      for (const type of BLOCKED) document.removeEventListener(type, onEvent, true);
    };
  }, [enabled, container]);
}
