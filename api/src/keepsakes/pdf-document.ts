import PDFDocument from 'pdfkit';
import { FONTS, INK } from './brand.js';

export const PAGE = { width: 612, height: 792, margin: 72 };

/** A Letter page with the shipped fonts registered as regular, bold and italic. */
export function newKeepsakeDocument(info: { title: string; subject: string }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: info.title, Author: 'Fondly', Subject: info.subject, Creator: 'Fondly', Producer: 'Fondly' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  doc.font('regular').fillColor(INK.text);
  return doc;
}

/** Collects the document's bytes once it is ended. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes a footer on every page; margins are lifted so the footer never spills onto a new page. */
export function stampFooters(doc: PDFKit.PDFDocument, left: (page: number, total: number) => string, opts: { skipFirst?: boolean } = {}) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    if (opts.skipFirst && i === range.start) continue;
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin / 2 - 8;
    doc.moveTo(PAGE.margin, y - 10).lineTo(PAGE.width - PAGE.margin, y - 10).lineWidth(0.75).stroke(INK.rule);
    doc.font('regular').fontSize(11).fillColor(INK.muted);
    doc.text(left(i - range.start + 1, range.count), PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin - 60, lineBreak: false });
    doc.text(String(i - range.start + 1), PAGE.width - PAGE.margin - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
