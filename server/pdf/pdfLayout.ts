/**
 * Small pdfkit layout pieces the lender's PDFs share (contracts, account statements): the margin,
 * label → value lines and a table that repeats its heading on a new page.
 */

export const MARGIN = 48;

/** Gathers the PDF in memory as it is written (contracts and statements are a few pages; they are stored or sent whole). */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Starts a new page when fewer than `height` points remain. */
export function keepTogether(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

export function heading(doc: PDFKit.PDFDocument, text: string) {
  keepTogether(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).text(text, MARGIN);
  doc.moveDown(0.3);
}

/** A two-column block of label → value lines. */
export function facts(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    keepTogether(doc, 16);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).text(label, MARGIN, y, { width: 290 });
    const labelBottom = doc.y;
    doc.font('Helvetica-Bold').text(value, MARGIN + 300, y, { width: 216, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.25);
  }
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with fixed column widths; a new page repeats the heading. */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  const head = () => {
    let x = MARGIN;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    for (const column of columns) {
      doc.text(column.title, x, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    }
    doc.moveDown(0.4);
  };
  head();
  doc.font('Helvetica').fontSize(8);
  for (const row of rows) {
    if (doc.y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      head();
      doc.font('Helvetica').fontSize(8);
    }
    let x = MARGIN;
    const y = doc.y;
    row.forEach((cell, index) => {
      doc.text(cell, x, y, {
        width: columns[index].width - 4,
        align: columns[index].align ?? 'left',
        lineBreak: false,
      });
      x += columns[index].width;
    });
    doc.moveDown(0.35);
  }
  doc.x = MARGIN;
}

export function paragraph(doc: PDFKit.PDFDocument, text: string) {
  keepTogether(doc, 30);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, align: 'justify' });
  doc.moveDown(0.4);
}
