import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderMail } from '../mail/index.js';
import { keepsakeMailContent } from '../notifications/index.js';
import { LIST_REASON } from '../notifications/index.js';
import { sampleCallScript, SAMPLE_SECONDS } from '../families/index.js';
import { formatKeepsakeDate } from './brand.js';
import { renderKeepsakePdf } from './keepsake-pdf.js';
import { sampleMoment } from './story-library.js';

/**
 * What the home page shows a family they will receive, made at the marketing build by the
 * product's own generators (the Moment mail template, the keepsake PDF and the sample
 * call's conversation), so the preview is never a mock-up that drifts from the product.
 */
export interface Showcase {
  email: { from: string; subject: string; html: string };
  keepsake: { alt: string; image: string; width: number; height: number };
  sampleCall: { seconds: number; audioUrl: string; transcript: Array<{ speaker: 'companion' | 'recipient'; text: string }> };
}

const RECIPIENT = 'Walter Brooks';
const FAMILY_MEMBER = 'Sarah Brooks';
const ZONE = 'America/New_York';
/** The preview image's width in CSS pixels, drawn at 1.5 times that: sharp enough, and small. */
const PREVIEW_WIDTH = 360;

/** Page one of a PDF as a WebP data URL (pdf.js draws it on a Skia canvas). */
async function firstPageImage(pdf: Uint8Array, cssWidth: number) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (cssWidth * 1.5) / natural.width });
    // pdf.js's own canvas factory (Skia through @napi-rs/canvas in Node); typed loosely upstream.
    const factory = doc.canvasFactory as { create: (w: number, h: number) => { canvas: unknown; context: CanvasRenderingContext2D } };
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport, canvas: canvas as HTMLCanvasElement }).promise;
    const webp: Buffer = await (canvas as unknown as { encode: (f: 'webp', q: number) => Promise<Buffer> }).encode('webp', 60);
    return { image: `data:image/webp;base64,${webp.toString('base64')}`, width: cssWidth, height: Math.round((cssWidth * natural.height) / natural.width) };
  } finally {
    await doc.destroy();
  }
}

export async function renderShowcase(day: Date): Promise<Showcase> {
  const moment = sampleMoment(RECIPIENT, day);
  const date = formatKeepsakeDate(day, ZONE);
  const mail = renderMail({
    ...keepsakeMailContent({ memberName: FAMILY_MEMBER, recipientName: RECIPIENT, date, dashboardUrl: '/dashboard', story: moment }),
    footer: { reason: LIST_REASON.moments, unsubscribeUrl: null },
  });
  const pdf = await renderKeepsakePdf({ ...moment, timeZone: ZONE });
  const page = await firstPageImage(pdf, PREVIEW_WIDTH);
  return {
    email: { from: 'Fondly', subject: mail.subject, html: mail.html },
    keepsake: { ...page, alt: `Page one of the PDF keepsake: "${moment.title}", ${date}, the Moment, a quote and the wellness notes.` },
    sampleCall: { seconds: SAMPLE_SECONDS, audioUrl: '/api/sample-call/audio', transcript: [...sampleCallScript()] },
  };
}
