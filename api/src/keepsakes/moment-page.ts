import QRCode from 'qrcode';
import { drawLogo, formatKeepsakeDate, INK } from './brand.js';
import { PAGE } from './pdf-document.js';
import type { KeepsakeContent } from './keepsake-content.js';
import { wellnessItems } from './wellness-notes.js';

/**
 * The Moment as a designed page (issue 31; decision 152): one US Letter page that a family
 * would pin up or frame. Her words large at the top, the date in her zone, the family's newest
 * photo beside them, what was said below, the wellness notes in her words as cards, and (when the
 * recordings give one) a QR code to hear her voice. Sizes are chosen to fill the page: the quote
 * grows while there is room, and the parts are spread over the page's height.
 */
export interface MomentExtras {
  /** The family's newest photo of her (JPEG or PNG bytes) and its caption. */
  photo?: { bytes: Uint8Array; caption: string | null } | null;
  /** A link to a recording of her voice: drawn as a QR code, with a line saying what it is. None: nothing is drawn. */
  voiceUrl?: string | null;
  /** She preferred not to be recorded (docs/recordings.md): said plainly where the QR code would be. */
  voiceDeclined?: boolean;
}

const M = 54;
const W = PAGE.width - 2 * M;
const FOOTER_TOP = PAGE.height - 46;

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || name;
}

/** The QR code's modules as squares: crisp at any print size, no image in between; on screen, a click opens the link. */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill(INK.paper);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill(INK.text);
  doc.restore();
  doc.link(x, y, size, size, url);
}

/** pdfkit's opened image (its types leave `openImage` out): its size, and accepted by `image()`. */
interface OpenedImage { width: number; height: number }

function openPhoto(doc: PDFKit.PDFDocument, bytes: Uint8Array): OpenedImage | null {
  try {
    // pdfkit reads JPEG and PNG; a file it cannot read leaves the page without a photo rather than without a keepsake.
    return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(Buffer.from(bytes));
  } catch {
    return null;
  }
}

/** The largest size (from `max` down to `min`) at which `text` fits `width` × `height`. */
function fitSize(doc: PDFKit.PDFDocument, text: string, font: string, width: number, height: number, max: number, min: number, lineGap: (s: number) => number) {
  for (let size = max; size > min; size -= 1) {
    doc.font(font).fontSize(size);
    if (doc.heightOfString(text, { width, lineGap: lineGap(size) }) <= height) return size;
  }
  return min;
}

export function writeMomentPage(doc: PDFKit.PDFDocument, k: KeepsakeContent, extras: MomentExtras) {
  const date = formatKeepsakeDate(k.occurredAt, k.timeZone);
  const called = k.calledBy?.trim() || firstName(k.recipientName);
  const notes = wellnessItems(k.wellness);
  const hero = k.quotes[0] ?? notes[0]?.value.replace(/^“|”$/g, '') ?? null;

  // Header: the mark, the date on the right, a thin rule.
  drawLogo(doc, M, 34, 30);
  doc.font('regular').fontSize(13).fillColor(INK.muted).text(date, M, 42, { width: W, align: 'right', lineBreak: false });
  doc.moveTo(M, 76).lineTo(PAGE.width - M, 76).lineWidth(0.75).stroke(INK.rule);

  // The title.
  doc.font('bold').fontSize(24).fillColor(INK.primary).text(k.title, M, 92, { width: W, lineGap: 2 });
  let y = doc.y + 14;

  // What comes below the hero, measured first so the hero can take the rest of the page.
  const bodySize = 13;
  doc.font('regular').fontSize(bodySize);
  const bodyText = k.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean).join('\n');
  const bodyH = doc.heightOfString(bodyText, { width: W, lineGap: 4, paragraphGap: 6 });
  const cardW = (W - 14) / 2;
  const cardH = (text: string) => {
    doc.font('regular').fontSize(12);
    return 26 + doc.heightOfString(text, { width: cardW - 24, lineGap: 2 }) + 12;
  };
  const rows: Array<typeof notes> = [];
  for (let i = 0; i < notes.length; i += 2) rows.push(notes.slice(i, i + 2));
  const rowHeights = rows.map((row) => Math.max(...row.map((n) => cardH(n.value))));
  const notesH = rows.length ? 30 + rowHeights.reduce((a, b) => a + b + 12, 0) : 0;
  const qrSize = extras.voiceUrl ? 84 : 0;
  const declinedLine = !extras.voiceUrl && extras.voiceDeclined ? `No recording: ${called} preferred not to be recorded.` : null;
  const voiceH = extras.voiceUrl ? qrSize + 16 : declinedLine ? 30 : 0;
  const bottom = FOOTER_TOP - 16;
  const heroSpace = Math.max(150, bottom - y - bodyH - notesH - voiceH - 36);

  // The hero: her words, large, beside the family's photo when there is one.
  const photo = extras.photo ? openPhoto(doc, extras.photo.bytes) : null;
  const captionSpace = extras.photo?.caption ? 34 : 0;
  // With a photo the hero is as tall as the photo needs at half the page's width (no taller than the space left).
  const heroH = photo ? Math.min(heroSpace, 470, Math.max(200, ((W * 0.5) * photo.height) / photo.width + captionSpace + 12)) : Math.min(heroSpace, 400);
  let quoteX = M;
  let quoteW = W;
  if (photo) {
    const captionH = captionSpace;
    const boxW = W * 0.5;
    const boxH = heroH - captionH;
    const scale = Math.min(boxW / photo.width, boxH / photo.height);
    const pw = photo.width * scale;
    const ph = photo.height * scale;
    const px = M + (boxW - pw) / 2;
    const py = y + (boxH - ph) / 2;
    // A white mount and a soft edge, as a print on a page.
    doc.rect(px - 6, py - 6, pw + 12, ph + 12).fill(INK.soft);
    doc.image(photo as unknown as Buffer, px, py, { width: pw, height: ph });
    if (extras.photo?.caption) {
      doc.font('italic').fontSize(11).fillColor(INK.muted).text(extras.photo.caption, M, py + ph + 12, { width: boxW, align: 'center', height: 30, ellipsis: true });
    }
    quoteX = M + boxW + 22;
    quoteW = W - boxW - 22;
  } else {
    doc.roundedRect(M, y, W, heroH, 10).fill(INK.soft);
    quoteX = M + 28;
    quoteW = W - 56;
  }
  if (hero) {
    const text = hero;
    const attribution = `— ${called}`;
    const innerH = heroH - 70;
    const size = fitSize(doc, text, 'italic', quoteW, innerH, photo ? 32 : 38, 15, (s) => s * 0.3);
    doc.font('italic').fontSize(size);
    const h = doc.heightOfString(text, { width: quoteW, lineGap: size * 0.3 });
    const top = y + Math.max(photo ? 30 : 52, (heroH - h - 30) / 2);
    // A large opening quotation mark in the accent colour.
    doc.font('bold').fontSize(64).fillColor(INK.accent).text('“', quoteX - 4, top - 44, { lineBreak: false });
    doc.font('italic').fontSize(size).fillColor(INK.text).text(text, quoteX, top, { width: quoteW, lineGap: size * 0.3 });
    doc.font('regular').fontSize(14).fillColor(INK.accentStrong).text(attribution, quoteX, doc.y + 8, { width: quoteW, align: 'right' });
  } else {
    doc.font('italic').fontSize(20).fillColor(INK.muted).text(`A quiet call with ${called}.`, quoteX, y + heroH / 2 - 12, { width: quoteW, align: 'center' });
  }

  // The rest of the page is shared out evenly between the parts below the hero.
  const parts = [bodyH, notesH, voiceH].filter((h) => h > 0).length;
  y = y + heroH + 24;
  const slack = Math.max(0, bottom - y - bodyH - notesH - voiceH);
  const gap = Math.min(64, slack / (parts + 1));
  y += gap / 2;

  doc.font('regular').fontSize(bodySize).fillColor(INK.text).text(bodyText, M, y, { width: W, lineGap: 4, paragraphGap: 6 });
  y = doc.y + gap;

  if (rows.length) {
    doc.font('bold').fontSize(15).fillColor(INK.primary).text(`How ${called} is, in ${called}'s words`, M, y, { width: W });
    y = doc.y + 10;
    rows.forEach((row, r) => {
      row.forEach((note, i) => {
        const x = M + i * (cardW + 14);
        doc.roundedRect(x, y, cardW, rowHeights[r]!, 8).lineWidth(1).fillAndStroke(INK.paper, INK.rule);
        doc.rect(x, y + 10, 3, rowHeights[r]! - 20).fill(INK.accent);
        doc.font('bold').fontSize(10).fillColor(INK.accentStrong).text(note.label.toUpperCase(), x + 14, y + 10, { width: cardW - 24, characterSpacing: 0.8 });
        doc.font('regular').fontSize(12).fillColor(INK.text).text(note.value, x + 14, y + 26, { width: cardW - 24, lineGap: 2 });
      });
      y += rowHeights[r]! + 12;
    });
    y += gap - 12;
  }

  if (extras.voiceUrl) {
    const qy = Math.min(y, bottom - qrSize);
    drawQr(doc, extras.voiceUrl, M, qy, qrSize);
    doc.font('bold').fontSize(14).fillColor(INK.primary).text(`Hear ${called}'s voice`, M + qrSize + 16, qy + 18, { width: W - qrSize - 16 });
    doc.font('regular').fontSize(11).fillColor(INK.muted).text('Point a phone camera at the code to listen to this call.', M + qrSize + 16, doc.y + 4, { width: W - qrSize - 16 });
  } else if (declinedLine) {
    doc.font('italic').fontSize(12).fillColor(INK.muted).text(declinedLine, M, Math.min(y, bottom - 16), { width: W });
  }
}
