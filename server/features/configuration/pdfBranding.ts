import type { CompanyBranding } from './companyBranding';

/** The logo's box on paper: about 17 mm, readable without crowding the title under it. */
const LOGO_BOX = 48;
const GAP = 12;
const NAME_SIZE = 18;

/**
 * The company's header at the top of every PDF the lender sends (statements, contracts): its logo
 * when one was uploaded, its name beside it. Leaves the cursor at the left margin, under the header.
 */
export function drawCompanyHeader(
  doc: PDFKit.PDFDocument,
  branding: Pick<CompanyBranding, 'companyName' | 'logoPng'>,
): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  let hasLogo = false;
  if (branding.logoPng) {
    try {
      doc.image(branding.logoPng, left, top, { fit: [LOGO_BOX, LOGO_BOX], valign: 'center' });
      hasLogo = true;
    } catch {
      // A PNG pdfkit cannot draw (an unusual colour format) must not cost the customer the document.
    }
  }
  const nameTop = hasLogo ? top + (LOGO_BOX - NAME_SIZE) / 2 : top;
  doc
    .font('Helvetica-Bold')
    .fontSize(NAME_SIZE)
    .text(branding.companyName, hasLogo ? left + LOGO_BOX + GAP : left, nameTop);
  doc.x = left;
  doc.y = Math.max(doc.y, hasLogo ? top + LOGO_BOX + 4 : doc.y);
}
