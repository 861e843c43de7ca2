import { drawLogo, formatKeepsakeDate, INK } from './brand.js';
import { writeKeepsakeBody, type KeepsakeContent } from './keepsake-pdf.js';
import { finish, newKeepsakeDocument, PAGE, stampFooters } from './pdf-document.js';

export interface BookContent {
  recipientName: string;
  /** e.g. "2026", or "Stories told between March and November 2026". */
  period: string;
  stories: KeepsakeContent[];
}

const CONTENTS_PER_PAGE = 12;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Every story of one recipient in one printable book: a cover, a contents page whose
 * entries name the page and link to it, then each story on its own page(s).
 */
export async function renderStoryBook(book: BookContent): Promise<Buffer> {
  const doc = newKeepsakeDocument({ title: `The stories of ${book.recipientName}`, subject: `${book.period}: collected by Fondly` });

  // Cover
  drawLogo(doc, PAGE.width / 2 - 36, 150, 72, false);
  doc.font('bold').fontSize(40).fillColor(INK.primary).text(`The Stories of ${book.recipientName}`, PAGE.margin, 260, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(20).fillColor(INK.muted).text(book.period, { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.3);
  doc
    .fontSize(16)
    .text(book.stories.length === 1 ? 'One story, in their own words' : `${book.stories.length} stories, in their own words`, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
  doc.font('regular').fontSize(14).fillColor(INK.muted).text('Collected with love by Fondly', PAGE.margin, PAGE.height - 140, {
    width: CONTENT_WIDTH,
    align: 'center',
  });

  // Contents pages are reserved now and filled in once every story's page is known.
  const contentsPages = Math.max(1, Math.ceil(book.stories.length / CONTENTS_PER_PAGE));
  const firstContentsPage = 1;
  for (let i = 0; i < contentsPages; i++) doc.addPage();

  const starts: number[] = [];
  book.stories.forEach((story, i) => {
    doc.addPage();
    starts.push(doc.bufferedPageRange().count - 1);
    doc.addNamedDestination(`story-${i + 1}`);
    doc.outline.addItem(story.title);
    doc.font('regular').fontSize(13).fillColor(INK.accentStrong).text(`Story ${i + 1}`, PAGE.margin, PAGE.margin);
    doc.moveDown(0.4);
    writeKeepsakeBody(doc, story);
  });

  for (let p = 0; p < contentsPages; p++) {
    doc.switchToPage(firstContentsPage + p);
    doc.x = PAGE.margin;
    doc.y = PAGE.margin;
    doc.font('bold').fontSize(30).fillColor(INK.primary).text(p === 0 ? 'Contents' : 'Contents (continued)');
    doc.moveDown(0.8);
    const slice = book.stories.slice(p * CONTENTS_PER_PAGE, (p + 1) * CONTENTS_PER_PAGE);
    slice.forEach((story, j) => {
      const index = p * CONTENTS_PER_PAGE + j;
      const y = doc.y;
      const date = formatKeepsakeDate(story.occurredAt, story.timeZone);
      doc.font('regular').fontSize(16).fillColor(INK.text);
      doc.text(`${index + 1}. ${story.title}`, PAGE.margin, y, { width: CONTENT_WIDTH - 60, goTo: `story-${index + 1}`, lineGap: 2 });
      const after = doc.y;
      doc.text(String(starts[index]! + 1), PAGE.width - PAGE.margin - 50, y, { width: 50, align: 'right', lineBreak: false });
      doc.font('regular').fontSize(13).fillColor(INK.muted).text(date, PAGE.margin + 24, after, { width: CONTENT_WIDTH - 84 });
      doc.moveDown(0.5);
    });
  }

  stampFooters(doc, () => `The Stories of ${book.recipientName} · ${book.period}`, { skipFirst: true });
  return finish(doc);
}
