import { describe, expect, it } from 'vitest';
import { assess } from './detect.js';
import { afterAnswer, hasRedFlag, yesOrNo } from './triage.js';

describe('her answer to a triage question', () => {
  it('hears "are you hurt?" answered both ways', () => {
    expect(yesOrNo("Yes, I think I've broken something")).toBe('yes');
    expect(yesOrNo("No, no, I'm fine, just a bit shaken")).toBe('no');
  });

  it('never takes "I don\'t know" for a no', () => {
    expect(yesOrNo("I don't know. Maybe.")).toBe('unclear');
  });
});

describe('someone at the door, asked about, then explained', () => {
  it('"it was only the postman", "my neighbour with a parcel", "they\'ve gone": settled as a note, never an alarm', () => {
    for (const answer of ['Sorry about that, it was only the postman.', "That was my neighbour with a parcel.", "I'm back. They've gone now.", 'Oh it is just my son, he forgot his key.']) {
      expect(afterAnswer('intruder', 0, answer), answer).toEqual({ type: 'settled', as: 'note' });
    }
  });
  it('a yes, someone she does not know, or someone still there is urgent, explanation or not', () => {
    for (const answer of ["Yes, it's a man I don't know.", "It was a man, I don't know him, and he won't go away.", "It's my neighbour's lad but he's trying the back door."]) {
      expect(afterAnswer('intruder', 0, answer).type, answer).toBe('urgent');
    }
  });
});

describe('mild forgetfulness at home (the blind companion round P: a run of orientation questions, then an alert)', () => {
  it('at home is settled as a note after one question; not knowing where she is stays urgent', () => {
    expect(afterAnswer('confusion', 0, "I'm at home, in my chair, where else would I be?")).toEqual({ type: 'settled', as: 'note' });
    expect(afterAnswer('confusion', 0, "Oh, I don't know, I'm not sure where I am.").type).toBe('urgent');
  });
});

describe('an answer that goes on with a story of long ago', () => {
  it('"My mother made soda bread every single morning" after "Are you able to get warm now?" is a new subject, not a sign; "No, I\'m frozen" still is', () => {
    expect(afterAnswer('cold', 0, 'My mother made soda bread every single morning.').type).not.toMatch(/alert|urgent/);
    expect(afterAnswer('cold', 0, "No, I'm frozen, I can't feel my fingers.").type).toMatch(/alert|urgent/);
  });
});

describe('a red flag of the kind in her first words', () => {
  it('makes the trouble urgent at once, before any question: she could not reach her pendant, she hit her head as she fainted', () => {
    expect(assess("I had a bit of a fall in the hall and I couldn't reach my pendant")).toMatchObject({ category: 'fall', urgency: 'urgent' });
    expect(assess('I came over faint in the kitchen and banged my head on the worktop')?.urgency).toBe('urgent');
  });

  it('is none when she denies it in the same breath: the fall is still asked about, not alarmed', () => {
    expect(assess("I had a bit of a fall, no blood, and I didn't bang my head")).toMatchObject({ category: 'fall', urgency: 'check' });
    expect(hasRedFlag('fall', "No, not my head, just my wrist's a bit sore")).toBe(false);
    expect(hasRedFlag('fall', 'Nothing broken, just bruised')).toBe(false);
    expect(hasRedFlag('fall', 'I banged my head on the way down')).toBe(true);
  });
});

describe('a worry heard by the model alone, in the words of dying', () => {
  it('is asked as the self-harm question, and with means at hand beside it is urgent', () => {
    expect(assess("I'd like to go to sleep this weekend and not be woken, love")).toMatchObject({ category: 'self-harm' });
    expect(assess("I've put all the sleeping tablets in a dish and said my goodbyes to the cat")).toMatchObject({ category: 'self-harm', urgency: 'urgent' });
  });

  it('never reads grief, or good news after a death, as her own danger', () => {
    for (const words of [
      'My wife died in March, is it wrong that I felt happy at the weekend with the grandchildren?',
      "Since Harold passed I've been going to the widows' lunch, and this weekend we're off to the coast",
    ]) expect(assess(words)?.urgency ?? 'none').not.toBe('urgent');
  });

  it('leaves tiredness alone', () => {
    expect(assess("I'm so tired these days, I keep nodding off in the chair")).toBeNull();
  });
});
