import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '../../../db/schema/index.js';
import { Transcript } from './transcript.js';

describe('the transcript', () => {
  it('keeps lines in time order (a companion line is stamped when it began) and saves each as it is said', async () => {
    const saved: TranscriptLine[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const transcript = new Transcript(async (l) => {
      if (l.speaker === 'companion') await slow;
      saved.push(l);
    }, () => {});
    transcript.add('recipient', 'Hello?', '2026-11-26T10:00:01.000Z');
    transcript.add('companion', 'Good morning, Margaret.', '2026-11-26T10:00:00.500Z');
    expect(transcript.lines.map((l) => l.text)).toEqual(['Good morning, Margaret.', 'Hello?']);
    let allSaved = false;
    const waiting = transcript.saved().then(() => (allSaved = true));
    await Promise.resolve();
    expect(allSaved).toBe(false);
    release();
    await waiting;
    expect(saved).toHaveLength(2);
  });

  it('knows a real exchange (two answers) from an answering machine greeting, and asks the last question again on resume', () => {
    const transcript = new Transcript(() => {}, () => {});
    transcript.add('companion', 'Hello Margaret! How did you sleep?', '2026-11-26T10:00:00.000Z');
    transcript.add('recipient', "Hi, you've reached Margaret, leave a message", '2026-11-26T10:00:02.000Z');
    expect(transcript.hadExchange).toBe(false);
    expect(transcript.resumeLine()).toBe('Sorry, I lost you for a moment. How did you sleep?');
    transcript.add('companion', 'That is lovely. And what are you doing today?', '2026-11-26T10:00:04.000Z');
    transcript.add('recipient', 'Mm.', '2026-11-26T10:00:05.000Z');
    expect(transcript.hadExchange).toBe(false);
    transcript.add('recipient', 'Baking a cake for my grandson.', '2026-11-26T10:00:06.000Z');
    expect(transcript.hadExchange).toBe(true);
    expect(transcript.resumeLine()).toBe('Sorry, I lost you for a moment. And what are you doing today?');
  });
});
