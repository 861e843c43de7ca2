import PDFDocument from 'pdfkit';
import { drawLogo, FONTS, formatKeepsakeDate, INK } from './brand.js';
import { finish } from './pdf-document.js';
import { drawQr } from './moment-page.js';

/** One story of the book: her words, and a signed link to her voice when she was recorded. */
export interface BookStory {
  title: string;
  body: string;
  quotes: string[];
  occurredAt: Date;
  /** The signed /listen page of this story's call: printed as a QR code. None: no code. */
  voiceUrl?: string | null;
}

export interface BookPhoto {
  bytes: Uint8Array;
  caption: string | null;
}

export interface BookChapter {
  title: string;
  stories: BookStory[];
  photos: BookPhoto[];
}

export interface BookContent {
  recipientName: string;
  /** What the book calls her ("Rosa"): her first name or the name she likes. */
  calledBy?: string;
  /** e.g. "2026", or "2025–2026". */
  period: string;
  timeZone?: string | null;
  /** In the family's order, stories they removed already left out. */
  chapters: BookChapter[];
  /** Photos with no chapter of their own: the book's photo pages, at the end. */
  photos: BookPhoto[];
  /** She preferred not to be recorded: said once, at the front, instead of a code per story. */
  voiceDeclined?: boolean;
}

/**
 * A print-ready book (decision 170): 6 × 9 in trim with 0.125 in bleed on every side (the
 * MediaBox is 6.25 × 9.25 in; TrimBox and BleedBox say where the cut goes), the shipped DejaVu
 * fonts embedded (never a standard-14 font), 0.75 in margins inside the trim (a comfortable
 * gutter for any binding), colour that touches an edge runs on into the bleed.
 */
const IN = 72;
const BLEED = 0.125 * IN;
const TRIM = { width: 6 * IN, height: 9 * IN };
export const BOOK_PAGE = { width: TRIM.width + 2 * BLEED, height: TRIM.height + 2 * BLEED, bleed: BLEED, trim: TRIM };
const MARGIN = 0.75 * IN;
const LEFT = BLEED + MARGIN;
const WIDTH = TRIM.width - 2 * MARGIN;
const TOP = BLEED + MARGIN;
const BOTTOM = BOOK_PAGE.height - BLEED - MARGIN;

/** Her words: large (15 pt on a 6 × 9 page, as large-print books are set) with open leading. */
const BODY = 15;
const QR = 0.95 * IN;

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || name;
}

function newBookDocument(book: BookContent) {
  const doc = new PDFDocument({
    size: [BOOK_PAGE.width, BOOK_PAGE.height],
    margins: { top: TOP, bottom: BOOK_PAGE.height - BOTTOM, left: LEFT, right: LEFT },
    bufferPages: true,
    // The default would open Helvetica (a standard-14 font, not embedded): the book's own font instead.
    font: FONTS.regular,
    lang: 'en',
    displayTitle: true,
    info: { Title: `The Stories of ${book.recipientName}`, Author: book.recipientName, Subject: `${book.period}: collected by Fondly`, Creator: 'Fondly', Producer: 'Fondly' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const boxes = () => {
    const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
    page.dictionary.data.TrimBox = [BLEED, BLEED, BLEED + TRIM.width, BLEED + TRIM.height];
    page.dictionary.data.BleedBox = [0, 0, BOOK_PAGE.width, BOOK_PAGE.height];
  };
  boxes();
  doc.on('pageAdded', boxes);
  doc.font('regular').fillColor(INK.text);
  return doc;
}

const pageIndex = (doc: PDFKit.PDFDocument) => doc.bufferedPageRange().count - 1;

/** A new page that faces the reader on the right (a recto): a blank left-hand page first when needed. */
function newRecto(doc: PDFKit.PDFDocument, blanks: Set<number>) {
  doc.addPage();
  if (pageIndex(doc) % 2 === 1) {
    blanks.add(pageIndex(doc));
    doc.addPage();
  }
}

/** A band of the brand's colour across the top of the page, through the bleed, with the section's name in it. */
function chapterHead(doc: PDFKit.PDFDocument, label: string, title: string) {
  const bandBottom = BLEED + 2.1 * IN;
  doc.rect(0, 0, BOOK_PAGE.width, bandBottom).fill(INK.primary);
  doc.rect(0, bandBottom, BOOK_PAGE.width, 5).fill(INK.accent);
  doc.font('regular').fontSize(12).fillColor('#cfe6e3').text(label.toUpperCase(), LEFT, BLEED + 0.7 * IN, { width: WIDTH, characterSpacing: 1.5 });
  doc.font('bold').fontSize(24).fillColor(INK.paper).text(title, LEFT, doc.y + 6, { width: WIDTH, lineGap: 2, height: 1.2 * IN, ellipsis: true });
  doc.x = LEFT;
  doc.y = bandBottom + 0.45 * IN;
}

/**
 * A paragraph that never leaves a single line alone at the foot of a page or at the top of the
 * next (no orphan, no widow): it starts on the next page, or one more line goes over with it.
 */
function writeParagraph(doc: PDFKit.PDFDocument, text: string, opts: { width: number; lineGap: number }) {
  const line = doc.currentLineHeight(true) + opts.lineGap;
  const lines = Math.round(doc.heightOfString(text, opts) / line);
  const room = Math.floor((BOTTOM - doc.y) / line);
  if (lines > room) {
    if (room < 2 || (lines - room < 2 && room - 1 < 2)) doc.addPage();
    else if (lines - room < 2) {
      // This page ends one line earlier (pdfkit breaks at the page's bottom margin; later pages keep theirs).
      doc.page.margins.bottom += line;
    }
  }
  doc.text(text, LEFT, doc.y, opts);
}

function writeStory(doc: PDFKit.PDFDocument, story: BookStory, book: BookContent, dest: string) {
  const called = book.calledBy?.trim() || firstName(book.recipientName);
  doc.addNamedDestination(dest);
  doc.font('bold').fontSize(21).fillColor(INK.primary).text(story.title, LEFT, doc.y, { width: WIDTH, lineGap: 3 });
  doc.moveDown(0.25);
  doc.font('italic').fontSize(12).fillColor(INK.muted).text(`Told on ${formatKeepsakeDate(story.occurredAt, book.timeZone)}`, { width: WIDTH });
  doc.moveDown(0.5);
  doc.moveTo(LEFT, doc.y).lineTo(LEFT + 60, doc.y).lineWidth(2.5).stroke(INK.accent);
  doc.moveDown(0.9);

  // Her voice first, beside the story's opening, so the code is always on the story's first page.
  if (story.voiceUrl) {
    const top = doc.y;
    drawQr(doc, story.voiceUrl, LEFT, top, QR);
    const textX = LEFT + QR + 14;
    doc.font('bold').fontSize(13).fillColor(INK.primary).text(`Hear ${called} tell it`, textX, top + 14, { width: WIDTH - QR - 14 });
    doc.font('regular').fontSize(11).fillColor(INK.muted).text(`Point a phone camera at the code to play ${called}’s own voice.`, textX, doc.y + 2, { width: WIDTH - QR - 14, lineGap: 1 });
    doc.x = LEFT;
    doc.y = top + QR + 14;
  }

  doc.font('regular').fontSize(BODY).fillColor(INK.text);
  for (const paragraph of story.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)) {
    writeParagraph(doc, paragraph, { width: WIDTH, lineGap: 6 });
    doc.moveDown(0.6);
  }

  // Her own words, where the story's sentences do not already carry them.
  for (const quote of story.quotes.filter((q) => !story.body.includes(q))) {
    doc.font('italic').fontSize(BODY);
    const h = doc.heightOfString(`“${quote}”`, { width: WIDTH - 18, lineGap: 5 });
    if (doc.y + Math.min(h, 80) > BOTTOM) doc.addPage();
    const top = doc.y + 4;
    doc.fillColor(INK.text).text(`“${quote}”`, LEFT + 18, top, { width: WIDTH - 18, lineGap: 5 });
    doc.moveTo(LEFT + 3, top + 2).lineTo(LEFT + 3, Math.max(top + 14, doc.y - 4)).lineWidth(3).stroke(INK.accent);
    doc.moveDown(0.7);
  }
}

type OpenedImage = { width: number; height: number };

function openPhoto(doc: PDFKit.PDFDocument, bytes: Uint8Array): OpenedImage | null {
  try {
    return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(Buffer.from(bytes));
  } catch {
    // A file pdfkit cannot read costs that photo, never the book.
    return null;
  }
}

/** A photo across the text's width (no taller than half the page), on a pale mount, its caption below in italics. */
function writePhoto(doc: PDFKit.PDFDocument, photo: BookPhoto) {
  const image = openPhoto(doc, photo.bytes);
  if (!image) return;
  const maxH = (BOTTOM - TOP) * 0.55;
  const scale = Math.min(WIDTH / image.width, maxH / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  doc.font('italic').fontSize(12);
  const captionH = photo.caption ? doc.heightOfString(photo.caption, { width: WIDTH, lineGap: 2 }) + 10 : 0;
  if (doc.y + h + captionH + 16 > BOTTOM) doc.addPage();
  const x = LEFT + (WIDTH - w) / 2;
  const y = doc.y + 8;
  doc.rect(x - 5, y - 5, w + 10, h + 10).fill(INK.soft);
  doc.image(image as unknown as Buffer, x, y, { width: w, height: h });
  doc.y = y + h + 12;
  if (photo.caption) doc.font('italic').fontSize(12).fillColor(INK.muted).text(photo.caption, LEFT, doc.y, { width: WIDTH, align: 'center', lineGap: 2 });
  doc.x = LEFT;
  doc.moveDown(1);
}

function titlePage(doc: PDFKit.PDFDocument, book: BookContent, storyCount: number) {
  // The upper part in the brand's colour, through the bleed on three sides.
  const band = BLEED + 4.1 * IN;
  doc.rect(0, 0, BOOK_PAGE.width, band).fill(INK.primary);
  doc.rect(0, band, BOOK_PAGE.width, 6).fill(INK.accent);
  doc.font('regular').fontSize(13).fillColor('#cfe6e3').text('THE STORIES OF', LEFT, BLEED + 1.7 * IN, { width: WIDTH, align: 'center', characterSpacing: 2 });
  doc.font('bold').fontSize(34).fillColor(INK.paper).text(book.recipientName, LEFT, doc.y + 8, { width: WIDTH, align: 'center', lineGap: 2 });
  doc.font('regular').fontSize(18).fillColor('#cfe6e3').text(book.period, LEFT, doc.y + 10, { width: WIDTH, align: 'center' });
  doc.font('italic').fontSize(16).fillColor(INK.text).text(storyCount === 1 ? 'One story, in their own words' : `${storyCount} stories, in their own words`, LEFT, band + 0.8 * IN, { width: WIDTH, align: 'center' });
  drawLogo(doc, BOOK_PAGE.width / 2 - 22, BOTTOM - 1.35 * IN, 44, false);
  doc.font('regular').fontSize(12).fillColor(INK.muted).text('Collected with love by Fondly', LEFT, BOTTOM - 0.55 * IN, { width: WIDTH, align: 'center' });
}

/** The back of the title page: how to read the book and hear her. */
function aboutPage(doc: PDFKit.PDFDocument, book: BookContent, voiced: number) {
  const called = book.calledBy?.trim() || firstName(book.recipientName);
  doc.y = BOTTOM - 2.4 * IN;
  doc.font('bold').fontSize(13).fillColor(INK.primary).text('About this book', LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
  const lines = [
    `These are the stories ${book.recipientName} told on Fondly's calls, in ${called}'s own words, gathered by topic.`,
    voiced
      ? `Beside a story, a square code plays ${called}'s voice telling it: point a phone camera at the code. The recordings are kept for a year after each call.`
      : book.voiceDeclined
        ? `${called} preferred not to be recorded, so the stories are here in words only.`
        : null,
    'Printed for the family. Fondly, an AI companion that phones the people you love.',
  ].filter((l): l is string => Boolean(l));
  doc.font('regular').fontSize(11).fillColor(INK.muted);
  for (const line of lines) {
    doc.text(line, LEFT, doc.y, { width: WIDTH, lineGap: 3 });
    doc.moveDown(0.5);
  }
}

interface Entry {
  title: string;
  dest: string;
  level: 0 | 1;
  page: number;
}

const CONTENTS_TOP = TOP + 0.3 * IN + 50;

/** Where each contents line goes: its page (counted from the first contents page) and its top. Measured before the chapters are written, to keep their pages. */
function layoutContents(doc: PDFKit.PDFDocument, entries: Array<Pick<Entry, 'title' | 'level'>>) {
  let page = 0;
  let y = CONTENTS_TOP;
  return entries.map((e, i) => {
    const indent = e.level === 0 ? 0 : 16;
    doc.font(e.level === 0 ? 'bold' : 'regular').fontSize(e.level === 0 ? 14 : 13);
    const gapBefore = e.level === 0 && i > 0 ? 8 : 0;
    const h = doc.heightOfString(e.title, { width: WIDTH - indent - 40, lineGap: 1 }) + (e.level === 0 ? 4 : 3);
    if (y + gapBefore + h > BOTTOM) {
      page++;
      y = CONTENTS_TOP;
    } else y += gapBefore;
    const at = { page, y, indent };
    y += h;
    return at;
  });
}

function writeContents(doc: PDFKit.PDFDocument, first: number, pages: number, entries: Entry[]) {
  const places = layoutContents(doc, entries);
  for (let p = 0; p < pages; p++) {
    doc.switchToPage(first + p);
    doc.font('bold').fontSize(26).fillColor(INK.primary).text(p === 0 ? 'Contents' : 'Contents, continued', LEFT, TOP + 0.3 * IN, { width: WIDTH });
  }
  entries.forEach((e, i) => {
    const { page, y, indent } = places[i]!;
    doc.switchToPage(first + page);
    doc.font(e.level === 0 ? 'bold' : 'regular').fontSize(e.level === 0 ? 14 : 13).fillColor(e.level === 0 ? INK.primary : INK.text);
    doc.text(e.title, LEFT + indent, y, { width: WIDTH - indent - 40, goTo: e.dest, lineGap: 1 });
    doc.text(String(e.page), LEFT + WIDTH - 36, y, { width: 36, align: 'right', lineBreak: false });
  });
}

/** Page numbers at the foot of every page but the title page, its back, the blank pages and the section openers' bands. */
function numberPages(doc: PDFKit.PDFDocument, skip: Set<number>, running: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    if (skip.has(i)) continue;
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = BOOK_PAGE.height - BLEED - 0.45 * IN;
    doc.font('regular').fontSize(10).fillColor(INK.muted);
    doc.text(running, LEFT, y, { width: WIDTH - 40, lineBreak: false });
    doc.text(String(i + 1), LEFT + WIDTH - 40, y, { width: 40, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The book of one loved one's stories, as the family arranged it: the title page, a contents
 * page, a chapter per topic (the first opening on a right-hand page; each with its stories, each story on
 * a new page with a QR code to her voice when she was recorded, then the chapter's photos), and
 * the photos that have no chapter at the end.
 */
export async function renderStoryBook(book: BookContent): Promise<Buffer> {
  const doc = newBookDocument(book);
  const blanks = new Set<number>();
  const storyCount = book.chapters.reduce((n, c) => n + c.stories.length, 0);
  const voiced = book.chapters.reduce((n, c) => n + c.stories.filter((s) => s.voiceUrl).length, 0);

  titlePage(doc, book, storyCount);
  doc.addPage();
  aboutPage(doc, book, voiced);

  // The contents are written once every page is known: their pages are kept now.
  const planned: Array<Pick<Entry, 'title' | 'level'>> = book.chapters.flatMap((c) => [{ title: c.title, level: 0 as const }, ...c.stories.map((s) => ({ title: s.title, level: 1 as const }))]);
  if (book.photos.length) planned.push({ title: 'Family photographs', level: 0 });
  const contentsPages = 1 + Math.max(0, ...layoutContents(doc, planned).map((p) => p.page));
  newRecto(doc, blanks);
  const firstContents = pageIndex(doc);
  for (let i = 1; i < contentsPages; i++) doc.addPage();

  const entries: Entry[] = [];
  const heads = new Set<number>([0, 1]);
  let n = 0;
  book.chapters.forEach((chapter, c) => {
    // The first chapter faces the reader; later ones follow on the next page (no blank pages between short chapters).
    if (c === 0) newRecto(doc, blanks);
    else doc.addPage();
    const dest = `chapter-${c + 1}`;
    doc.addNamedDestination(dest);
    entries.push({ title: chapter.title, dest, level: 0, page: pageIndex(doc) + 1 });
    const outline = doc.outline.addItem(chapter.title);
    chapterHead(doc, `Chapter ${c + 1}`, chapter.title);
    chapter.stories.forEach((story, s) => {
      if (s > 0) doc.addPage();
      const storyDest = `story-${++n}`;
      entries.push({ title: story.title, dest: storyDest, level: 1, page: pageIndex(doc) + 1 });
      outline.addItem(story.title);
      writeStory(doc, story, book, storyDest);
    });
    if (chapter.photos.length) {
      if (doc.y > TOP + (BOTTOM - TOP) * 0.45) doc.addPage();
      else doc.moveDown(1);
      for (const photo of chapter.photos) writePhoto(doc, photo);
    }
  });
  if (book.photos.length) {
    doc.addPage();
    doc.addNamedDestination('photos');
    entries.push({ title: 'Family photographs', dest: 'photos', level: 0, page: pageIndex(doc) + 1 });
    doc.outline.addItem('Family photographs');
    chapterHead(doc, 'From the family', 'Family photographs');
    for (const photo of book.photos) writePhoto(doc, photo);
  }

  writeContents(doc, firstContents, contentsPages, entries);
  numberPages(doc, new Set([...heads, ...blanks]), `The Stories of ${book.recipientName}`);
  return finish(doc);
}
