import { facts, heading, keepTogether, MARGIN, paragraph, table, type Column } from '../../pdf/pdfLayout';

/**
 * The personal-information PDF's building blocks over pdf/pdfLayout: a table whose cells are cut
 * to their column (a long address never runs into the next one), and "none" under an empty heading.
 */
const GAP = 10;

export function fittedTable(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  doc.font('Helvetica').fontSize(8);
  const cut = (text: string, width: number) => {
    const oneLine = text.replace(/\s+/g, ' ');
    if (doc.widthOfString(oneLine) <= width) return oneLine;
    let kept = oneLine;
    while (kept.length > 1 && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
    return `${kept.trimEnd()}…`;
  };
  // A left-aligned column after a right-aligned one starts a little further: "1 500,00 $  Actif", never "1 500,00 $ Actif".
  const spaced: Column[] = [];
  const cells: number[] = [];
  columns.forEach((column, index) => {
    const afterRight = index > 0 && columns[index - 1].align === 'right' && column.align !== 'right';
    if (afterRight) spaced.push({ title: '', width: GAP });
    spaced.push(afterRight ? { ...column, width: column.width - GAP } : column);
    cells.push(spaced.length - 1);
  });
  keepTogether(doc, 40);
  table(
    doc,
    spaced,
    rows.map((row) => {
      const line = spaced.map(() => '');
      row.forEach((cell, index) => (line[cells[index]] = cut(cell, spaced[cells[index]].width - 6)));
      return line;
    }),
  );
}

/** A section: its heading, then its content, or "none" when it has nothing. */
export function section(doc: PDFKit.PDFDocument, title: string, empty: string, isEmpty: boolean, body: () => void) {
  heading(doc, title);
  if (isEmpty) {
    doc.font('Helvetica').fontSize(9).text(empty, MARGIN);
    return;
  }
  body();
}

export function subheading(doc: PDFKit.PDFDocument, text: string) {
  keepTogether(doc, 50);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).text(text, MARGIN);
  doc.moveDown(0.2);
}

/** A dated note (a comment, a message): who and when on one line, then the text, wrapped. */
export function note(doc: PDFKit.PDFDocument, header: string, body: string) {
  keepTogether(doc, 40);
  doc.font('Helvetica-Bold').fontSize(8).text(header, MARGIN);
  doc.moveDown(0.1);
  paragraph(doc, body);
}

export { facts, paragraph };
