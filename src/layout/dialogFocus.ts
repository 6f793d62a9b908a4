/**
 * Material UI's modal dialogs put the focus on their frame (a `role="presentation"` container)
 * unless a field asks for it: that frame has no name, and a screen reader landing on it may not
 * say that a dialog opened, nor its title. Whenever the focus lands on such a frame, it goes on to
 * the dialog inside it, which is named by its title — the focus stays within the dialog's trap, and
 * the first Tab still reaches its first control.
 */
export function focusDialogsOnTheirName(root: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    const frame = event.target;
    if (!(frame instanceof HTMLElement) || !frame.classList.contains('MuiDialog-container')) return;
    const dialog = frame.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!dialog) return;
    if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
    dialog.focus();
  };
  root.addEventListener('focusin', onFocus);
  return () => root.removeEventListener('focusin', onFocus);
}
