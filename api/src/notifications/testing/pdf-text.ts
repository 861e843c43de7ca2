import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The real text of a PDF, page by page, as a reader's copy-and-paste would give it. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  await doc.destroy();
  return { pages, text: pages.join('\n') };
}

/** Whitespace-insensitive: line breaks in a PDF fall where the layout put them. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
