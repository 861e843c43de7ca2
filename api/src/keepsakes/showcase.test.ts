import { describe, expect, it } from 'vitest';
import { renderShowcase } from './showcase.js';

describe("the home page's preview of what families get", () => {
  it('is the Moment mail, page one of its keepsake PDF and the sample call, made by the product itself', async () => {
    const showcase = await renderShowcase(new Date('2026-11-20T15:00:00Z'));
    expect(showcase.email.subject).toBe('A Moment with Walter Brooks, November 20, 2026');
    expect(showcase.email.html).toContain('Hello Sarah,');
    expect(showcase.email.html).toContain('Wellness notes');
    expect(showcase.keepsake.image).toMatch(/^data:image\/webp;base64,/);
    // Small enough to sit in the prerendered page.
    expect(showcase.keepsake.image.length).toBeLessThan(60_000);
    expect(showcase.keepsake.height).toBeGreaterThan(showcase.keepsake.width);
    expect(showcase.sampleCall.transcript[0]).toMatchObject({ speaker: 'companion' });
    expect(showcase.sampleCall.audioUrl).toBe('/api/sample-call/audio');
  });
});
