import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '../db/schema/index.js';
import { summarizeExtractively } from './local.js';
import { fieldOf, isFrameOfTheCall } from './moment-fields.js';

const read = (text: string, prompt = '') => ({ text, prompt, words: text.split(/\s+/).length });
const OPENING = "Hello, this is Fondly's AI companion, calling on behalf of Sarah. This call is written down so your family can share in it. Is it alright if we have a little chat?";

describe('what a sentence of hers is about (by kind, not by example)', () => {
  it('reads her yes to the disclosure, greetings and talk of the call or the machine as the frame of the call', () => {
    for (const consent of ["Yes, that's fine.", "Oh, I don't mind at all.", 'Go ahead, dear.', "That's alright with me."]) {
      expect(isFrameOfTheCall(read(consent, OPENING)), consent).toBe(true);
    }
    for (const aboutTheCall of ['Well I never, a computer calling me, how funny!', 'Are you a real person or a robot', 'My son set up this Fondly thing for me.']) {
      expect(isFrameOfTheCall(read(aboutTheCall)), aboutTheCall).toBe(true);
    }
    for (const greeting of ['Hello dear, nice to hear from you.', 'Not bad at all, thank you.', 'Goodbye now, take care.']) {
      expect(isFrameOfTheCall(read(greeting)), greeting).toBe(true);
    }
    expect(fieldOf(read('Oh how lovely, yes.', OPENING))).toBeNull();
  });

  it('files a sentence about the body or a fear under worries, before any feeling it also names', () => {
    expect(fieldOf(read("My back's been a bit stiff since Tuesday."))).toBe('worry');
    expect(fieldOf(read('I feel a little dizzy when I get up.'))).toBe('worry');
    expect(fieldOf(read("I've got the doctor on Thursday about my hip."))).toBe('worry');
    expect(fieldOf(read("I'm worried about the heating bill this winter."))).toBe('worry');
    // Said, but no worry; and the back garden is not her back.
    expect(fieldOf(read("There's nothing to worry about, really."))).not.toBe('worry');
    expect(fieldOf(read('I sat out in my back garden with the cat.'))).toBeNull();
  });

  it('files sleep, eating and mood by the words that make a sentence about them', () => {
    expect(fieldOf(read('I was awake half the night listening to the rain.'))).toBe('sleep');
    expect(fieldOf(read('I had a little nap after lunch.', 'What did you do this afternoon?'))).toBe('sleep');
    expect(fieldOf(read('I made myself a cheese sandwich and a pot of tea for lunch.'))).toBe('appetite');
    expect(fieldOf(read("I've been feeling rather lonely since the bridge club stopped."))).toBe('mood');
    expect(fieldOf(read("I'm in good spirits today."))).toBe('mood');
    // Mild words are a mood only when she says them of herself.
    expect(fieldOf(read('The roses look good this year.'))).toBeNull();
    // "I fell asleep" is sleep, not a fall.
    expect(fieldOf(read('I fell asleep in my chair by eight.'))).toBe('sleep');
  });

  it('files a short answer under what she was asked, only when she was asked about one thing', () => {
    expect(fieldOf(read('Not very well, to be honest.', 'How have you been sleeping?'))).toBe('sleep');
    expect(fieldOf(read('Just a little, not much.', 'Have you been eating properly?'))).toBe('appetite');
    expect(fieldOf(read('Not very well, to be honest.', 'How are you feeling, and how have you been sleeping?'))).toBeNull();
    // A memory is not how she is now, whatever it names.
    expect(fieldOf(read('When I was a girl we had porridge every morning.', 'Have you been eating well?'))).toBeNull();
  });
});

describe('a Moment that quotes her faithfully', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 15, 0, i * 20)).toISOString();
  const call = (lines: Array<[TranscriptLine['speaker'], string]>): TranscriptLine[] => lines.map(([speaker, text], i) => ({ speaker, text, at: at(i) }));
  const walk = call([
    ['companion', OPENING],
    ['recipient', "Oh! Yes, that's fine, dear."],
    ['recipient', 'Goodness, a computer ringing me up, whatever next.'],
    ['companion', 'How have you been feeling this week?'],
    ['recipient', "I've been in good spirits, my neighbour took me to the garden centre on Monday."],
    ['companion', 'And how have you been sleeping?'],
    ['recipient', 'I keep waking at four and then I just lie there.'],
    ['companion', 'That sounds tiring. Anything else on your mind?'],
    ['recipient', "My back's been stiff since I moved the armchair."],
    ['recipient', 'We bought three pots of lavender for the front step and they smell wonderful.'],
    ['companion', 'Thank you for the chat. Goodbye for now.'],
    ['recipient', 'Bye bye, dear.'],
  ]);

  it('never quotes the consent exchange or the machine, uses each sentence once and leaves out what was not spoken of', () => {
    const m = summarizeExtractively({ kind: 'loneliness', recipientName: 'Joan Price', transcript: walk, durationSeconds: 600 });
    const everything = [m.body, ...m.quotes, m.wellness!.mood, m.wellness!.sleep, m.wellness!.appetite, ...m.wellness!.worries].join(' ');
    expect(everything).not.toMatch(/that's fine|computer|Bye bye/);
    expect(m.wellness).toEqual({
      mood: '“I\'ve been in good spirits, my neighbour took me to the garden centre on Monday.”',
      sleep: '“I keep waking at four and then I just lie there.”',
      appetite: null,
      worries: ['“My back\'s been stiff since I moved the armchair.”'],
    });
    const quoted = [...m.quotes, ...Object.values(m.wellness!).flat().filter(Boolean)].map((q) => String(q).replace(/[“”]/g, ''));
    expect(new Set(quoted).size).toBe(quoted.length);
    expect(m.quotes).toEqual(['We bought three pots of lavender for the front step and they smell wonderful.']);
  });
});

describe('whose it is, and what is no answer (the blind Moments round of 2026-11-27, by kind)', () => {
  it("someone else's sleep or mood is not filed as hers; a worry about them still is a worry", () => {
    expect(fieldOf(read('My husband slept terribly, up and down all night.', 'How have you been sleeping?'))).toBeNull();
    expect(fieldOf(read("She's been ever so down since the funeral.", 'How are you feeling today?'))).toBeNull();
    expect(fieldOf(read("My neighbour's in hospital and I'm worried sick about her."))).toBe('worry');
  });
  it('a bare denial is no answer to quote, whatever was asked', () => {
    expect(fieldOf(read('No, nothing really.', 'Is anything worrying you at the moment?'))).toBeNull();
  });
  it('her leaving line and the weather in passing are the frame of the call, never a highlight', () => {
    expect(isFrameOfTheCall(read("I'd better go, I've got the washing to hang out."))).toBe(true);
    expect(isFrameOfTheCall(read("It's been raining all morning here."))).toBe(true);
  });
});
