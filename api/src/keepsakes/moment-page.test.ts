import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText, squash } from '../notifications/testing/pdf-text.js';
import { renderKeepsakePdf } from './keepsake-pdf.js';
import type { KeepsakeContent } from './keepsake-content.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const moment: KeepsakeContent = {
  kind: 'moment',
  recipientName: 'Rosa Rivera',
  title: 'A Moment with Rosa Rivera',
  body: 'Rosa had a 14-minute chat with her Fondly companion. Rosa said: “The tomatoes on the balcony are finally turning red.”',
  quotes: ['The tomatoes on the balcony are finally turning red.'],
  wellness: { mood: null, sleep: '“I slept like a log last night.”', appetite: null, worries: ['“My back has been stiff since Tuesday.”'] },
  // 03:00 UTC on the 25th is still the 24th in Los Angeles.
  occurredAt: new Date('2026-11-25T03:00:00Z'),
  timeZone: 'America/Los_Angeles',
};

/** Where the page's text lies: the lowest line above the footer, as a share of the page's height from the top. */
async function lowestTextShare(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const height = page.getViewport({ scale: 1 }).height;
  const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim() && !/Kept with love|^\d+$/.test(i.str));
  const lowest = Math.min(...items.map((i) => ('transform' in i ? (i.transform[5] as number) : height)));
  const pages = doc.numPages;
  await doc.destroy();
  return { share: (height - lowest) / height, pages };
}

describe('the Moment as a designed page', () => {
  it('is one page filled from top to bottom: the date in her zone, her words, only the notes she spoke of', async () => {
    const pdf = await renderKeepsakePdf(moment);
    const { share, pages } = await lowestTextShare(pdf);
    expect(pages).toBe(1);
    expect(share).toBeGreaterThan(0.8);
    const text = squash((await pdfText(new Uint8Array(pdf))).text);
    expect(text).toContain('November 24, 2026');
    expect(text).toContain('The tomatoes on the balcony are finally turning red.');
    expect(text).toContain('“My back has been stiff since Tuesday.”');
    expect(text).not.toMatch(/Not mentioned|Nothing came up|MOOD|APPETITE/);
    expect(text).not.toContain('voice');
  });

  it('draws the QR code to her voice only when a link is given, and the family photo with its caption', async () => {
    const pdf = await renderKeepsakePdf(moment, { photo: { bytes: Buffer.from(PNG, 'base64'), caption: 'On the balcony' }, voiceUrl: 'https://fondly.example/v/abc' });
    const text = squash((await pdfText(new Uint8Array(pdf))).text);
    expect(text).toContain("Hear Rosa's voice");
    expect(text).toContain('On the balcony');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const { pages } = await lowestTextShare(pdf);
    expect(pages).toBe(1);
  });

  it('keeps a page whole when the photo cannot be read', async () => {
    const pdf = await renderKeepsakePdf(moment, { photo: { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), caption: null } });
    expect(squash((await pdfText(new Uint8Array(pdf))).text)).toContain('The tomatoes on the balcony');
  });
});
