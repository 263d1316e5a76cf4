import { useEffect, type RefObject } from 'react';

/** Fields keep copy, paste, selection and their context menu (KWCAG 2.2 / WCAG H100: never block them). */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const BLOCKED = ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart'] as const;

export function isEditableTarget(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return Boolean(el?.closest(EDITABLE));
}

/**
 * SPEC § 2: the site blocks copy, context menu, text selection and dragging when the setting asks for it.
 * One set of delegated listeners on the document acts on events inside `container`, never inside a form
 * field; CSS (`.is-protected`) adds `user-select: none` to the container and gives fields theirs back.
 */
export function useCopyProtection(enabled: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!enabled) return;
    const onEvent = (event: Event) => {
      const root = container.current;
      if (!root) return;
      let subject: Node | null = event.target instanceof Node ? event.target : null;
      if (event.type === 'copy' || event.type === 'cut') {
        // Outside fields a clipboard event targets the focused element or <body>, not the selected text.
        if (isEditableTarget(document.activeElement)) return;
        subject = document.getSelection()?.anchorNode ?? subject;
      }
      if (!subject || !root.contains(subject) || isEditableTarget(subject)) return;
      event.preventDefault();
    };
    for (const type of BLOCKED) document.addEventListener(type, onEvent, true);
    return () => {
      for (const type of BLOCKED) document.removeEventListener(type, onEvent, true);
    };
  }, [enabled, container]);
}
