import type { WellnessNotes } from '../db/schema/index.js';
import type { KeepsakeContent } from './keepsake-content.js';

export type { KeepsakeContent };
import { drawLogo, formatKeepsakeDate, INK } from './brand.js';
import { finish, newKeepsakeDocument, PAGE, stampFooters } from './pdf-document.js';
import { drawQr, writeMomentPage, type MomentExtras } from './moment-page.js';
import { wellnessItems } from './wellness-notes.js';

export type { MomentExtras };


const BODY_SIZE = 18;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Title, name and date, the body, the quotes and (for a Moment) the wellness notes. */
export function writeKeepsakeBody(doc: PDFKit.PDFDocument, k: KeepsakeContent) {
  const date = formatKeepsakeDate(k.occurredAt, k.timeZone);
  doc.font('bold').fontSize(30).fillColor(INK.primary).text(k.title, { width: CONTENT_WIDTH, lineGap: 4 });
  doc.moveDown(0.3);
  const byline = k.kind === 'moment' ? `${k.recipientName} · ${date}` : `Told by ${k.recipientName} · ${date}`;
  doc.font('regular').fontSize(16).fillColor(INK.muted).text(byline, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
  const ruleY = doc.y;
  doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.margin + 90, ruleY).lineWidth(3).stroke(INK.accent);
  doc.moveDown(1);

  doc.font('regular').fontSize(BODY_SIZE).fillColor(INK.text);
  for (const paragraph of k.body.split(/\n{2,}/)) {
    doc.text(paragraph.trim(), { width: CONTENT_WIDTH, lineGap: 7, align: 'left' });
    doc.moveDown(0.7);
  }

  // Quotes already inside a Moment's sentences are not repeated.
  const quotes = k.quotes.filter((q) => !k.body.includes(q));
  for (const quote of quotes) {
    doc.moveDown(0.3);
    const top = doc.y;
    doc.font('italic').fontSize(BODY_SIZE + 1).fillColor(INK.text).text(`“${quote}”`, PAGE.margin + 22, top, {
      width: CONTENT_WIDTH - 22,
      lineGap: 6,
    });
    doc.moveTo(PAGE.margin + 4, top + 2).lineTo(PAGE.margin + 4, doc.y - 4).lineWidth(4).stroke(INK.accent);
    doc.font('regular').fontSize(14).fillColor(INK.muted).text(`— ${k.recipientName}`, PAGE.margin + 22, doc.y + 2);
    doc.moveDown(0.8);
    doc.x = PAGE.margin;
  }

  if (k.wellness) writeWellness(doc, k.wellness);
}

function writeWellness(doc: PDFKit.PDFDocument, w: WellnessNotes) {
  // Only what she spoke of (issue 31): a note nobody mentioned is left out.
  const notes = wellnessItems(w);
  if (!notes.length) return;
  doc.moveDown(0.5);
  doc.x = PAGE.margin;
  doc.font('bold').fontSize(18).fillColor(INK.primary).text('Wellness notes', { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  for (const { label, value } of notes) {
    doc.font('bold').fontSize(15).fillColor(INK.text).text(`${label}: `, { continued: true, width: CONTENT_WIDTH, lineGap: 4 });
    doc.font('regular').text(value, { width: CONTENT_WIDTH, lineGap: 4 });
    doc.moveDown(0.25);
  }
}

/**
 * A story's QR code that opens her voice, with its words beside it; or, when she preferred not to
 * be recorded, the plain reason there is none (docs/recordings.md). Neither: nothing is drawn.
 */
function drawStoryVoice(doc: PDFKit.PDFDocument, extras: MomentExtras, recipientName: string) {
  if (!extras.voiceUrl && !extras.voiceDeclined) return;
  doc.moveDown(0.6);
  doc.x = PAGE.margin;
  if (!extras.voiceUrl) {
    doc.font('italic').fontSize(14).fillColor(INK.muted).text(`No recording: ${recipientName} preferred not to be recorded.`, { width: CONTENT_WIDTH });
    return;
  }
  const size = 96;
  if (doc.y + size > PAGE.height - PAGE.margin - 30) doc.addPage();
  const top = doc.y;
  drawQr(doc, extras.voiceUrl, PAGE.margin, top, size);
  doc.font('bold').fontSize(16).fillColor(INK.primary).text(`Hear ${recipientName} say it`, PAGE.margin + size + 16, top + 18, { width: CONTENT_WIDTH - size - 16 });
  doc.font('regular').fontSize(13).fillColor(INK.muted).text('Scan the code with a phone camera to play her own voice from this call.', { width: CONTENT_WIDTH - size - 16 });
  doc.x = PAGE.margin;
  doc.y = top + size + 8;
}

/**
 * The keepsake for one call: a Moment as one designed page (moment-page.ts: her words large, the
 * date, the family's newest photo, the notes, a QR code to her voice when `extras.voiceUrl` is
 * given, or a line saying she preferred not to be recorded), or a story, made to be printed and kept.
 */
export async function renderKeepsakePdf(k: KeepsakeContent, extras: MomentExtras = {}): Promise<Buffer> {
  const doc = newKeepsakeDocument({
    title: `${k.title} (${k.recipientName})`,
    subject: k.kind === 'moment' ? `A Moment with ${k.recipientName}` : `A story told by ${k.recipientName}`,
  });
  if (k.kind === 'moment') {
    writeMomentPage(doc, k, extras);
  } else {
    drawLogo(doc, PAGE.margin, PAGE.margin - 24, 40);
    doc.y = PAGE.margin + 44;
    doc.x = PAGE.margin;
    writeKeepsakeBody(doc, k);
    drawStoryVoice(doc, extras, k.recipientName);
  }
  stampFooters(doc, () => `Kept with love by Fondly for the family of ${k.recipientName}`);
  return finish(doc);
}
