import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@fondly/contract/profile';
import { conversationOn, FakeClock, ScriptedLine, settle } from '../../../testing/conversation-parts.js';
import { STOP_QUESTION } from './fixed-lines.js';
import { cuesOf, NOT_RECOGNISED_GOODBYE, recognises, RECOGNITION_ASK_AGAIN, RECOGNITION_GREETING } from './recognition.js';

/**
 * A call-back whose caller ID the carrier did not fully attest (decision 131): nothing of her or
 * her family is said until the caller is recognised.
 */
const cues = { names: ['Margaret'], details: ['Susan', 'Biscuit'] };

describe('recognises: is it her?', () => {
  it.each([
    ['Margaret', true],
    ["It's Margaret here.", true],
    ['this is margaret speaking', true],
    ['MARGARET!', true],
    ["Margaret's my name", true],
    ['My daughter Susan set this up', true],
    ['Is Biscuit the dog there?', true],
  ])('"%s" recognises her', (heard, expected) => expect(recognises(heard, cues)).toBe(expected));

  it.each([
    ['', false],
    ['Hello?', false],
    ['Who is this?', false],
    ['Margarethe', false],
    ['Sue', false],
    ['I had soup for lunch.', false],
  ])('"%s" does not', (heard, expected) => expect(recognises(heard, cues)).toBe(expected));

  it('folds accents and needs every word of a name of two', () => {
    expect(recognises('Soy José', { names: ['Jose'], details: [] })).toBe(true);
    expect(recognises('Mary here', { names: ['Mary Ann'], details: [] })).toBe(false);
    expect(recognises('Mary Ann here', { names: ['Mary Ann'], details: [] })).toBe(true);
  });

  it('a name of one or two letters recognises no one', () => {
    expect(recognises('I am Jo', { names: ['Jo'], details: [] })).toBe(false);
  });

  it('takes its cues from her plan: the name she goes by, her first name, her people and pets', () => {
    const profile = { ...emptyProfile(), preferredName: 'Peggy', people: [{ name: 'Susan', relationship: 'daughter', note: '' }], pets: [{ name: 'Biscuit', kind: 'dog' }] };
    expect(cuesOf({ recipientName: 'Peggy', fullName: 'Margaret Hill', profile })).toEqual({ names: ['Peggy', 'Margaret'], details: ['Susan', 'Biscuit'] });
  });
});

/** A call-back to Margaret that must recognise her first, started and its greeting said. */
async function callBackToRecognise(timing: { maxReprompts?: number } = {}) {
  const clock = new FakeClock();
  const line = new ScriptedLine();
  const parts = conversationOn(line, clock, { recognise: true, timing });
  parts.conversation.start();
  await settle();
  return { clock, line, ...parts };
}

describe('a call-back from a number the carrier did not attest', () => {
  it('greets without a word of her, and once she says her name goes on as the call-back', async () => {
    const { clock, line, conversation, plan, lastSaid } = await callBackToRecognise();
    expect(lastSaid()).toBe(RECOGNITION_GREETING);
    expect(line.said.join(' ')).not.toMatch(/Margaret|Sarah|Cooking/);
    line.say("It's Margaret.");
    await clock.advance(800);
    expect(lastSaid()).toBe(plan.opening);
    expect(plan.opening).toContain('Margaret');
    line.say('I made a lovely soup today.');
    await clock.advance(1000);
    expect(conversation.lines.filter((l) => l.speaker === 'companion')).toHaveLength(3);
    conversation.stop('completed');
  });

  it('asks once more, then says a neutral goodbye to a caller who never names her, and ends as not recognised', async () => {
    const { clock, line, conversation, ended, lastSaid } = await callBackToRecognise();
    line.say('Hello? Who is this?');
    await clock.advance(800);
    expect(lastSaid()).toBe(RECOGNITION_ASK_AGAIN);
    line.say('Just tell me about the account.');
    await clock.advance(800);
    await conversation.done;
    expect(ended).toEqual(['not-recognised']);
    expect(lastSaid()).toBe(NOT_RECOGNISED_GOODBYE);
    expect(line.said.join(' ')).not.toMatch(/Margaret|Sarah|Cooking/);
  });

  it('keys do nothing until she is recognised (9 would offer to stop her calls)', async () => {
    const { clock, line, conversation, lastSaid } = await callBackToRecognise();
    line.emit({ type: 'key', digit: '9' });
    await settle();
    expect(lastSaid()).toBe(RECOGNITION_GREETING);
    expect(line.said).not.toContain(STOP_QUESTION);
    conversation.stop('completed');
  });

  it('a silent caller hears the neutral goodbye, not her name', async () => {
    const { clock, line, conversation, ended, lastSaid } = await callBackToRecognise({ maxReprompts: 0 });
    await clock.advance(12_000);
    await conversation.done;
    expect(ended).toEqual(['silence']);
    expect(lastSaid()).toBe(NOT_RECOGNISED_GOODBYE);
  });
});
