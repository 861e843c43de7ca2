import { describe, expect, it } from 'vitest';
import { LocalBrain } from '../../../providers/brain/local.js';
import { settle, startedConversation } from '../../../testing/conversation-parts.js';
import type { Brain } from '../ports/brain.js';
import { checkQuestion, OPT_OUT_QUESTION, RECORDING_ASK, RECORDING_QUESTION, optOutResponse, stayGoodbye, stayLines, urgentResponse } from '../safety/index.js';
import type { Classification } from '../safety/classifier.js';
import { WHEN_QUESTION } from '../safety/story-frame.js';

/** The safety gate applies the escalation machine's outputs to a live call (on a clock the test moves). */
describe('the safety gate', () => {
  it('alerts the family before answering, stays with her, and says goodbye when the time to stay is over', async () => {
    const { clock, line, conversation, flags, ended, lastSaid } = await startedConversation({ timing: { stayMs: 600_000, silenceMs: 400_000, softCapMs: 800_000, goodbyeAtMs: 850_000, hardCapMs: 900_000 } });
    line.say("I've fallen and I can't get up");
    await settle();
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['distress', 'fall']]);
    expect(lastSaid()).toBe(urgentResponse('fall', 'Margaret'));
    line.say('It hurts');
    await settle();
    expect(lastSaid()).toBe(stayLines('fall')[0]);
    await clock.advance(400_000);
    expect(lastSaid()).toBe(stayLines('fall')[1 % stayLines('fall').length]);
    await clock.advance(200_000);
    expect(lastSaid()).toBe(stayGoodbye('Margaret'));
    expect(ended).toEqual(['distress']);
  });

  it('a small complaint and then "I don\'t want to talk about it" is a note for the family, never the emergency script', async () => {
    const { clock, line, conversation, flags, ended, lastSaid } = await startedConversation();
    line.say("I've been feeling a bit off colour today");
    await settle();
    expect(lastSaid()).toBe(checkQuestion('emergency'));
    line.say("Oh, I don't want to talk about it, dear.");
    await clock.advance(1000);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['note', 'emergency']]);
    expect(ended).toEqual([]);
    expect(lastSaid()).not.toMatch(/911|alert|family know/i);
    conversation.stop('completed');
  });

  it('asks "Are you hurt?" when it is not clear, and her silence raises the alarm', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation();
    line.say('I had a fall this morning');
    await settle();
    expect(lastSaid()).toBe(checkQuestion('fall'));
    expect(flags).toEqual([]);
    await clock.advance(12_000);
    expect(flags.map((f) => [f.kind, f.utterance])).toEqual([['distress', 'I had a fall this morning … (no answer)']]);
    conversation.stop('completed');
  });

  it('records her consent, and a wish to stop the calls is asked about once, then honoured', async () => {
    const { clock, line, conversation, flags, ended, lastSaid } = await startedConversation({ askConsent: true });
    line.say("Yes, that's fine");
    await clock.advance(800);
    expect(flags.map((f) => f.kind)).toEqual(['consent']);
    line.say('Please stop calling me');
    await settle();
    expect(lastSaid()).toBe(OPT_OUT_QUESTION);
    line.say('Yes please');
    await settle();
    expect(flags.map((f) => f.kind)).toEqual(['consent', 'opt-out']);
    expect(lastSaid()).toBe(optOutResponse('Margaret'));
    expect(ended).toEqual(['opt-out']);
  });

  it('asks for her consent once more when her first words did not take it in ("Who\'s this?"), saying who is calling first', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say("Hello? Who's that then?");
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(lastSaid()).toMatch(/^This is Fondly, an AI companion calling on behalf of \w+\. /);
    expect(lastSaid()).toMatch(/are you happy for me to give you a call now and then\?$/);
    line.say('Oh, I see. Yes, that would be nice.');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');
  });

  it('greets her back and asks again when her first words are only a hello ("how are you?" answered), and takes "that\'d be lovely" as her yes', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say('Oh hello dear, how are you?');
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(lastSaid()).toBe("I'm very well, thank you for asking. Before we chat, are you happy for me to give you a call now and then?");
    line.say("Oh, that'd be lovely.");
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');
  });

  it('"Yeah, hello" is how she answers the phone, not her yes; "Who is this?" after the hello back still hears who is calling', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say('Yeah, hello.');
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(lastSaid()).toMatch(/^Hello, \w+! Before we chat, are you happy/);
    line.say('Who is this again?');
    await clock.advance(800);
    expect(lastSaid()).toMatch(/^This is Fondly, an AI companion calling on behalf of \w+\. Before we chat/);
    line.say("Oh okay. That's fine I guess.");
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');
  });

  it('"Yes dear, I don\'t get many calls" is her yes, and "What do you want?" hears who is calling: neither stops the calls', async () => {
    const yes = await startedConversation({ askConsent: true });
    yes.line.say("Yes dear, I don't get many calls these days.");
    await yes.clock.advance(800);
    expect(yes.flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    expect(yes.ended).toEqual([]);
    yes.conversation.stop('completed');
    const wary = await startedConversation({ askConsent: true });
    wary.line.say('What do you want?');
    await wary.clock.advance(800);
    expect(wary.flags).toEqual([]);
    expect(wary.ended).toEqual([]);
    expect(wary.lastSaid()).toMatch(/^This is Fondly, an AI companion calling on behalf of \w+\./);
    wary.conversation.stop('completed');
  });

  it('"If you\'re selling something, I\'m not interested" hears who is calling and that it never asks for money, and the calls go on', async () => {
    const { clock, line, conversation, flags, ended, lastSaid } = await startedConversation({ askConsent: true });
    line.say("If you're selling something, I'm not interested.");
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(ended).toEqual([]);
    expect(lastSaid()).toMatch(/This is Fondly.*never ask you for money or bank details\. Before we chat/);
    conversation.stop('completed');
  });

  it('"Aye?" is how she answers the phone, not her yes: asked again; "If you like, dear" is her yes', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say('Aye?');
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(lastSaid()).toMatch(/are you happy for me to give you a call now and then\?$/);
    line.say('If you like, dear.');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');
  });

  it('takes a hello with a yes in it as her yes, never asking twice', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say("Oh hello! Yes, that's fine.");
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    expect(lastSaid()).not.toMatch(/are you happy for me to give you a call/);
    conversation.stop('completed');
  });

  it('asks the recording question once more when her words did not answer it ("Pardon?", "What would you do with them?"), and takes the yes that follows', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true, askRecordingConsent: true });
    line.say("Yes, that's fine.");
    await clock.advance(800);
    expect(lastSaid()).toBe(RECORDING_QUESTION);
    line.say('Sorry, what was that?');
    await clock.advance(800);
    expect(flags.map((f) => f.kind)).toEqual(['consent']);
    expect(lastSaid()).toBe(`Let me say that again, Margaret. ${RECORDING_ASK}`);
    line.say('Yes, go on then.');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given'], ['recording-consent', 'given']]);

    const asks = await startedConversation({ askConsent: true, askRecordingConsent: true });
    asks.line.say('Yes dear.');
    await asks.clock.advance(800);
    asks.line.say('What would you do with them?');
    await asks.clock.advance(800);
    expect(asks.lastSaid()).toMatch(/Only your family can listen to them.*May I keep recordings of your voice/);
    expect(asks.flags.map((f) => f.kind)).toEqual(['consent']);
    asks.line.say("No, I'd rather not, thank you.");
    await asks.clock.advance(800);
    expect(asks.flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given'], ['recording-consent', 'declined']]);
    expect(asks.lastSaid()).toMatch(/^Of course\. I won't keep any recordings of your voice\./);
    conversation.stop('completed');
    asks.conversation.stop('completed');
  });

  it('asks the recording question again once only: a second "pardon?" is neither a yes nor a no, and the chat goes on', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true, askRecordingConsent: true });
    line.say("Yes, that's fine.");
    await clock.advance(800);
    line.say('Pardon?');
    await clock.advance(800);
    line.say('Pardon, love?');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given'], ['recording-consent', 'unclear']]);
    expect(lastSaid()).not.toContain(RECORDING_ASK);
    conversation.stop('completed');
  });

  it('"Who did you say you were?" after the question was asked again is told who is calling and asked plainly, never taken for a yes (the blind companion round N)', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say("Speak up, dear, I can't hear a word.");
    await clock.advance(800);
    line.say('Who did you say you were?');
    await clock.advance(800);
    expect(lastSaid()).toMatch(/Fondly, an AI companion.*may I ring you now and then for a chat\? Just say yes or no\.$/);
    expect(flags).toEqual([]);
    line.say('Oh, go on then, yes.');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');
  });

  it('a second "pardon?" hears the question once more in fewer words, and her yes to it is taken; a third goes on to the chat, consent not taken', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation({ askConsent: true });
    line.say('Pardon?');
    await clock.advance(800);
    line.say('Sorry, what was that?');
    await clock.advance(800);
    expect(lastSaid()).toBe('Margaret, may I ring you now and then for a chat? Just say yes or no.');
    line.say('Oh yes, that would be nice.');
    await clock.advance(800);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['consent', 'given']]);
    conversation.stop('completed');

    const deaf = await startedConversation({ askConsent: true });
    for (const words of ['Pardon?', 'Sorry, what was that?', 'What?']) {
      deaf.line.say(words);
      await deaf.clock.advance(800);
    }
    expect(deaf.flags).toEqual([]);
    expect(deaf.lastSaid()).not.toMatch(/are you happy for me to give you a call|may I ring you/);
    deaf.conversation.stop('completed');
  });

  it('hears "Who am I talking to?" mid-call as a question about the call, not as trouble', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation();
    line.say('Who am I talking to, anyway?');
    await clock.advance(800);
    expect(flags).toEqual([]);
    expect(lastSaid()).toMatch(/Fondly/);
    expect(lastSaid()).not.toMatch(/hurt|help/i);
    conversation.stop('completed');
  });

  it('lets the safety model raise an alert the rules did not', async () => {
    // The model is an outside service: this stand-in answers as it would for her words.
    const reading: Classification = { category: 'breathing', urgency: 'now', confidence: 0.95, quote: 'I can hardly get a word out' };
    const brain: Brain = Object.assign(new LocalBrain(), { classify: async () => reading });
    const { line, conversation, flags, lastSaid } = await startedConversation({ brain });
    line.say('I can hardly get a word out today');
    await settle();
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['distress', 'breathing']]);
    expect(lastSaid()).toBe(urgentResponse('breathing', 'Margaret'));
    conversation.stop('completed');
  });

  it('never lets a safety question swallow a wish to stop the calls: the question first, then "Would you like me to stop calling you?"', async () => {
    const { clock, line, conversation, flags, ended, lastSaid } = await startedConversation();
    line.say('I had a fall this morning. Please stop calling me.');
    await settle();
    expect(lastSaid()).toBe(checkQuestion('fall'));
    line.say("No, I'm fine, I got straight back up");
    await clock.advance(1000);
    line.say('No, not a scratch');
    await clock.advance(1000);
    expect(lastSaid()).toBe(OPT_OUT_QUESTION);
    line.say('Yes please');
    await clock.advance(1000);
    expect(flags.map((f) => f.kind)).toEqual(['note', 'opt-out']);
    expect(ended).toEqual(['opt-out']);
  });

  it('tells the family of a wish to stop the calls heard in an emergency, without stopping them unasked', async () => {
    const { clock, line, conversation, flags, ended } = await startedConversation({ timing: { stayMs: 60_000, silenceMs: 400_000 } });
    line.say("I've fallen and I can't get up, and I don't want these calls any more");
    await settle();
    await clock.advance(60_000);
    await settle();
    expect(ended).toEqual(['distress']);
    expect(flags.map((f) => [f.kind, f.category])).toEqual([
      ['distress', 'fall'],
      ['note', 'opt-out-request'],
    ]);
  });

  it('a story of long ago is answered as a story: no alarm, no "are you hurt?", nothing told to the family', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation();
    line.say('I broke my arm falling out of the apple tree, my mother was furious.');
    await clock.advance(2000);
    expect(flags).toEqual([]);
    expect(lastSaid()).not.toBe(WHEN_QUESTION);
    expect(lastSaid()).not.toMatch(/hurt|help|floor|ambulance/i);
    expect(lastSaid()).toMatch(/mother|arm|tree/i);
    conversation.stop('completed');
  });

  it('a story that may be old is asked about once; "years ago" settles it and the companion answers her story', async () => {
    const { clock, line, conversation, flags, lastSaid } = await startedConversation();
    line.say('A man broke into our shop once and held a knife to my husband.');
    await settle();
    expect(lastSaid()).toBe(WHEN_QUESTION);
    line.say('Oh, that was in 1962.');
    await clock.advance(2000);
    expect(flags).toEqual([]);
    expect(lastSaid()).not.toBe(WHEN_QUESTION);
    expect(lastSaid()).toMatch(/husband|shop/i);
    conversation.stop('completed');
  });

  it('the same question answered "just now" raises the alarm at once', async () => {
    const { line, flags, ended } = await startedConversation();
    line.say('A man broke into the house once, I heard the glass go.');
    await settle();
    line.say('Just now, he is downstairs!');
    await settle();
    expect(flags.map((f) => [f.kind, f.category])).toEqual([['distress', 'intruder']]);
    expect(ended).toEqual([]);
  });
});
