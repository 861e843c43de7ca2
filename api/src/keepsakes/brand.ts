import { fileURLToPath } from 'node:url';

/** Fonts ship with the API (api/assets/fonts); nothing is fetched when a PDF is made. */
const fontsDir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));
export const FONTS = {
  regular: `${fontsDir}DejaVuSerif.ttf`,
  bold: `${fontsDir}DejaVuSerif-Bold.ttf`,
  italic: `${fontsDir}DejaVuSerif-Italic.ttf`,
};

/** The design-system's tokens (design-system/src/styles/tokens.css), for print. */
export const INK = {
  primary: '#0b5d5e',
  accent: '#e0873a',
  accentStrong: '#a8521a',
  text: '#2b211b',
  muted: '#5e5045',
  soft: '#e1f0ee',
  paper: '#ffffff',
  rule: '#e4dacd',
};

/**
 * The Fondly mark from design-system/src/components/logo/logo.tsx, on a 48-unit grid:
 * two overlapping speech bubbles with a heart in the reply. The SVG cuts the gap and the
 * heart out with masks; on a plain page the same look comes from painting them in paper colour.
 */
export const LOGO_PATHS = {
  back: 'M11 3h10a9 9 0 0 1 9 9v4a9 9 0 0 1-9 9h-7l-6 5.5v-6.2a9 9 0 0 1-6-8.3v-4a9 9 0 0 1 9-9z',
  front: 'M24 15h12a10 10 0 0 1 10 10v4a10 10 0 0 1-4 8v8l-7-5H24a10 10 0 0 1-10-10v-5a10 10 0 0 1 10-10z',
  heart:
    'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z',
};

/** Draws the mark (size × size points) at x, y, and the word Fondly beside it unless asked not to. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number, withWordmark = true) {
  doc.save();
  doc.translate(x, y).scale(size / 48);
  doc.path(LOGO_PATHS.back).fill(INK.primary);
  doc.path(LOGO_PATHS.front).lineWidth(5).lineJoin('round').stroke(INK.paper);
  doc.path(LOGO_PATHS.front).fill(INK.accent);
  doc.translate(30, 27.5).scale(0.62).translate(-12, -12.2);
  doc.path(LOGO_PATHS.heart).fill(INK.paper);
  doc.restore();
  if (withWordmark) {
    doc
      .font('bold')
      .fontSize(size * 0.62)
      .fillColor(INK.primary)
      .text('Fondly', x + size * 1.2, y + size * 0.18, { lineBreak: false });
  }
}

/** "November 21, 2026", in the recipient's time zone when known. */
export function formatKeepsakeDate(date: Date, timeZone?: string | null, locale = 'en-US'): string {
  // Families are in the US and Canada: "November 23, 2026" (en-US, and en-CA's long form too).
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' }).format(date);
  }
}
