/** Spec §2's boxed widths: 1280, and 1120 in layout 3. */
export const boxedWidth = (style: string) => (style === 'layout3' ? 1120 : 1280);
