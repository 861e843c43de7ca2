import { describe, expect, it } from 'vitest';
import type { Concern } from './concern.js';
import { CALM, escalate, MISUNDERSTOOD_LINE, SAFE_NOW_LINE, type EscalationState } from './escalation.js';
import { helpArrivedGoodbye, pushBack, stayGoodbye, stayLines, toldFirst, urgentResponse } from './lines.js';
import { WHEN_QUESTION } from './story-frame.js';
import { checkQuestion, TRIAGE } from './triage.js';

const NAME = 'Margaret';
const fell: Concern = { category: 'fall', urgency: 'urgent', quote: "I've fallen and I can't get up" };
const mayHaveFallen: Concern = { category: 'fall', urgency: 'check', quote: 'I had a fall this morning' };
const checking: EscalationState = { checking: { concern: mayHaveFallen, text: 'I had a fall this morning', step: 0 }, staying: null };
/** The last fall question asked ("did you hurt yourself?"). */
const lastFallQuestion: EscalationState = { checking: { concern: mayHaveFallen, text: 'I had a fall this morning … No', step: 1 }, staying: null };
const staying: EscalationState = { checking: null, staying: { category: 'fall', said: 0 } };
const reading = (over: object) => ({ category: 'fall', urgency: 'now', confidence: 0.9, quote: 'on the floor', ...over }) as never;

/** One test per row of the table in escalation.ts. */
describe('safety escalation, as a pure state machine', () => {
  it('calm + urgent words: cuts in, alerts the family first, stays, and tells her help is coming', () => {
    const step = escalate(CALM, { type: 'words', text: "I've fallen and I can't get up", concern: fell }, NAME);
    expect(step.out).toEqual([
      { type: 'cut-in' },
      { type: 'alert', kind: 'distress', category: 'fall', utterance: "I've fallen and I can't get up" },
      { type: 'stay-clock' },
      { type: 'say', line: urgentResponse('fall', NAME), interruptible: false, afterAlert: true },
    ]);
    expect(step.state.staying).toEqual({ category: 'fall', said: 0 });
    expect(step.goOn).toBe(false);
  });

  it('calm + urgent scam: the family is alerted and she is warned, but the call goes on (no stay)', () => {
    const scam: Concern = { category: 'scam', urgency: 'urgent', quote: 'they want my bank details' };
    const step = escalate(CALM, { type: 'words', text: 'They want my bank details now', concern: scam }, NAME);
    expect(step.out.map((o) => o.type)).toEqual(['cut-in', 'alert', 'say']);
    expect(step.state.staying).toBeNull();
  });

  it('calm + a worrying but unclear concern: asks the kind\'s first triage question and waits for her answer', () => {
    const step = escalate(CALM, { type: 'words', text: 'I had a fall this morning', concern: mayHaveFallen }, NAME);
    expect(step.out).toEqual([{ type: 'ask-model' }, { type: 'drop-reply' }, { type: 'say', line: checkQuestion('fall'), interruptible: true }]);
    expect(step.state).toEqual(checking);
    expect(step.goOn).toBe(false);
  });

  it('calm + an everyday worry: a note for the family, and the conversation goes on', () => {
    const knee: Concern = { category: 'wellbeing', urgency: 'note', quote: 'my knee is stiff' };
    const step = escalate(CALM, { type: 'words', text: 'My knee is stiff today', concern: knee }, NAME);
    expect(step.out).toEqual([{ type: 'ask-model' }, { type: 'alert', kind: 'note', category: 'wellbeing', utterance: 'My knee is stiff today' }]);
    expect(step.goOn).toBe(true);
  });

  it('calm + ordinary words: nothing but the model\'s look, and the conversation goes on', () => {
    const step = escalate(CALM, { type: 'words', text: 'The roses are lovely', concern: null }, NAME);
    expect(step).toEqual({ state: CALM, out: [{ type: 'ask-model' }], goOn: true });
  });

  it('checking + "yes": urgent, quoting the question and her answer', () => {
    const step = escalate(checking, { type: 'words', text: 'Yes, it hurts', concern: null }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'fall', utterance: 'I had a fall this morning … Yes, it hurts' });
    expect(step.state).toEqual({ checking: null, staying: { category: 'fall', said: 0 } });
  });

  it('calm + a worrying concern with a red flag of its kind: urgent at once, no question', () => {
    const step = escalate(CALM, { type: 'words', text: 'I had a fall and hit my head', concern: mayHaveFallen }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'fall', utterance: 'I had a fall and hit my head' });
    expect(step.state.staying?.category).toBe('fall');
  });

  it('triage + a red flag in an answer that plays it down: the push-back line once, then urgent (a "no, I\'m fine" never cancels it)', () => {
    const chest: Concern = { category: 'chest-pain', urgency: 'check', quote: 'indigestion' };
    const asked: EscalationState = { checking: { concern: chest, text: "It's only indigestion", step: 0 }, staying: null };
    const step = escalate(asked, { type: 'words', text: "No, I'm fine, I'm a bit sweaty, that's all. I don't want a fuss", concern: null }, NAME);
    expect(step.out.filter((o) => o.type === 'say').map((o) => (o as { line: string }).line)).toEqual([pushBack('chest-pain', NAME), urgentResponse('chest-pain', NAME)]);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'chest-pain', utterance: "It's only indigestion … No, I'm fine, I'm a bit sweaty, that's all. I don't want a fuss" });
  });

  it('triage + a dangerous answer where the row says "next": the next question of the kind', () => {
    const hopeless: Concern = { category: 'self-harm', urgency: 'check', quote: "I can't go on" };
    const asked: EscalationState = { checking: { concern: hopeless, text: "I can't go on", step: 0 }, staying: null };
    const step = escalate(asked, { type: 'words', text: "I don't know", concern: null }, NAME);
    expect(step.out).toContainEqual({ type: 'say', line: TRIAGE['self-harm'].questions[1]!.ask, interruptible: true });
    expect(step.out.some((o) => o.type === 'alert')).toBe(false);
    expect(step.state.checking).toMatchObject({ step: 1, text: "I can't go on … I don't know" });
  });

  it('triage + a dangerous answer where the row says "alert": she is told first, then the family, and the call goes on', () => {
    const hungry: Concern = { category: 'food', urgency: 'check', quote: 'nothing in' };
    const asked: EscalationState = { checking: { concern: hungry, text: "There's nothing in the fridge", step: 0 }, staying: null };
    const step = escalate(asked, { type: 'words', text: 'Oh, a couple of days ago I think', concern: null }, NAME);
    expect(step.out.slice(1)).toEqual([
      { type: 'drop-reply' },
      { type: 'say', line: toldFirst('food', NAME), interruptible: true },
      { type: 'alert', kind: 'distress', category: 'food', utterance: "There's nothing in the fridge … Oh, a couple of days ago I think" },
    ]);
    expect(step.state).toEqual(CALM);
  });

  it('triage + a safe answer with another question to ask: the next question', () => {
    const step = escalate(checking, { type: 'words', text: "No, I'm fine, I got back up", concern: null }, NAME);
    expect(step.out).toContainEqual({ type: 'say', line: TRIAGE.fall.questions[1]!.ask, interruptible: true });
    expect(step.state.checking?.step).toBe(1);
  });

  it('triage + a safe answer to the last question: a note for the family, and the conversation goes on', () => {
    const step = escalate(lastFallQuestion, { type: 'words', text: 'No, not a scratch', concern: null }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'note', category: 'fall', utterance: 'I had a fall this morning … No … No, not a scratch' });
    expect(step.state).toEqual(CALM);
    expect(step.goOn).toBe(true);
  });

  it('triage + thoughts of dying without a plan or means: she is told first, then the family, and she is kept talking', () => {
    const hopeless: Concern = { category: 'self-harm', urgency: 'check', quote: "I can't go on" };
    const asked: EscalationState = { checking: { concern: hopeless, text: "I can't go on … Sometimes", step: 1 }, staying: null };
    const step = escalate(asked, { type: 'words', text: "No, nothing like that, I wouldn't", concern: null }, NAME);
    const types = step.out.map((o) => o.type);
    expect(types.indexOf('say')).toBeLessThan(types.indexOf('alert'));
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'self-harm', utterance: "I can't go on … Sometimes … No, nothing like that, I wouldn't" });
    expect(toldFirst('self-harm', NAME)).toContain('988');
    expect(step.state.staying).toBeNull();
  });

  it('triage + a safe last answer that speaks of another kind of trouble: that kind\'s first question, the first worry noted', () => {
    const breathless: Concern = { category: 'breathing', urgency: 'check', quote: 'chesty' };
    const step = escalate(lastFallQuestion, { type: 'words', text: "No, but I'm a bit breathless", concern: breathless }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'note', category: 'fall', utterance: "I had a fall this morning … No … No, but I'm a bit breathless" });
    expect(step.out).toContainEqual({ type: 'say', line: checkQuestion('breathing'), interruptible: true });
  });

  it('urgent thoughts of dying: she hears what happens (with 988) before the family is told', () => {
    const means: Concern = { category: 'self-harm', urgency: 'urgent', quote: 'saved my tablets' };
    const step = escalate(CALM, { type: 'words', text: "I've saved my tablets up", concern: means }, NAME);
    expect(step.out.map((o) => o.type)).toEqual(['cut-in', 'say', 'alert', 'stay-clock']);
    expect(step.out[1]).toMatchObject({ line: urgentResponse('self-harm', NAME), afterAlert: false });
  });

  it('checking + silence: she may not be able to answer, so it is urgent', () => {
    const step = escalate(checking, { type: 'silence' }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'fall', utterance: 'I had a fall this morning … (no answer)' });
    expect(step.state.staying?.category).toBe('fall');
  });

  it('staying + help has come: a kind goodbye, and the call ends', () => {
    const step = escalate(staying, { type: 'words', text: 'My daughter is here now', concern: null }, NAME);
    expect(step.out).toEqual([{ type: 'end', words: helpArrivedGoodbye(NAME) }]);
  });

  it('staying + her goodbye with nobody come: the staying goodbye, never "someone is with you now"', () => {
    const step = escalate(staying, { type: 'words', text: 'Alright, bye then, dear.', concern: null }, NAME);
    expect(step.out).toEqual([{ type: 'end', words: stayGoodbye(NAME) }]);
    expect(JSON.stringify(step.out)).not.toMatch(/someone is with you/);
  });

  it('staying + other words: the next calm line, one at a time; a new urgent kind still alerts', () => {
    const first = escalate(staying, { type: 'words', text: 'It hurts', concern: null }, NAME);
    expect(first.out).toEqual([{ type: 'say', line: stayLines('fall')[0], interruptible: false }]);
    const chest: Concern = { category: 'chest-pain', urgency: 'urgent', quote: 'my chest is tight' };
    const second = escalate(first.state, { type: 'words', text: 'And my chest is tight', concern: chest }, NAME);
    expect(second.out).toEqual([
      { type: 'alert', kind: 'distress', category: 'chest-pain', utterance: 'And my chest is tight' },
      { type: 'say', line: stayLines('fall')[1 % stayLines('fall').length], interruptible: false },
    ]);
  });

  it('staying + silence: the next calm line', () => {
    const step = escalate(staying, { type: 'silence' }, NAME);
    expect(step.out).toEqual([{ type: 'say', line: stayLines('fall')[0], interruptible: false }]);
    expect(step.goOn).toBe(false);
    expect(escalate(CALM, { type: 'silence' }, NAME)).toEqual({ state: CALM, out: [], goOn: true });
  });

  it('staying + the time to stay is over: the stay goodbye, and the call ends', () => {
    expect(escalate(staying, { type: 'stay-over' }, NAME).out).toEqual([{ type: 'end', words: stayGoodbye(NAME) }]);
  });

  it('the model, urgent and confident: as urgent, and a pending check question is settled', () => {
    const step = escalate(checking, { type: 'model-reading', text: "I'm on the floor", reading: reading({}), ruleFound: false }, NAME);
    expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'fall', utterance: "I'm on the floor" });
    expect(step.state.checking).toBeNull();
    expect(escalate(staying, { type: 'model-reading', text: "I'm on the floor", reading: reading({}), ruleFound: false }, NAME).out).toEqual([]);
  });

  it('the model, something the rules missed: a note for the family (never when a rule already read it)', () => {
    const input = { type: 'model-reading' as const, text: 'I feel odd', reading: reading({ urgency: 'soon', confidence: 0.5 }) };
    expect(escalate(CALM, { ...input, ruleFound: false }, NAME).out).toEqual([{ type: 'alert', kind: 'note', category: 'fall', utterance: 'I feel odd (noted by the safety model)' }]);
    expect(escalate(CALM, { ...input, ruleFound: true }, NAME).out).toEqual([]);
    expect(escalate(CALM, { ...input, reading: null, ruleFound: false }, NAME).out).toEqual([]);
  });

  it('the companion model flags a concern: an alert unless the rules already raised that kind', () => {
    const flag = { type: 'model-flag' as const, category: 'fall', detail: 'she sounded confused', sheSpoke: true };
    expect(escalate(CALM, flag, NAME).out).toEqual([{ type: 'alert', kind: 'distress', category: 'fall', utterance: 'she sounded confused (flagged by the companion model)' }]);
    expect(escalate(staying, flag, NAME).out).toEqual([]);
    expect(escalate(CALM, { ...flag, category: 'wellbeing' }, NAME).out[0]).toMatchObject({ kind: 'note' });
    expect(escalate(CALM, { ...flag, category: 'made-up' }, NAME).out[0]).toMatchObject({ category: 'emergency' });
  });

  describe('trouble told as a story (story-frame.ts)', () => {
    const brokeArm: Concern = { category: 'fall', urgency: 'urgent', quote: 'I broke my arm falling out of the apple tree' };
    const story = 'I broke my arm falling out of the apple tree, my mother was furious';
    const asking: EscalationState = { checking: { concern: brokeArm, text: story, step: -1 }, staying: null };

    it('a story that says it was long ago: no alarm, no question, the conversation answers it', () => {
      const step = escalate(CALM, { type: 'words', text: story, concern: brokeArm, story: 'long-ago' }, NAME);
      expect(step).toEqual({ state: CALM, out: [{ type: 'ask-model' }], goOn: true });
    });

    it('a story that may be one: one gentle question, never the emergency script', () => {
      const step = escalate(CALM, { type: 'words', text: story, concern: brokeArm, story: 'maybe' }, NAME);
      expect(step.out).toEqual([{ type: 'ask-model' }, { type: 'drop-reply' }, { type: 'say', line: WHEN_QUESTION, interruptible: true }]);
      expect(step.state).toEqual(asking);
    });

    it('"years ago, I was eight": settled, nothing told to the family, the conversation goes on', () => {
      const step = escalate(asking, { type: 'words', text: 'Oh, years ago, I was only eight.', concern: null, story: null }, NAME);
      expect(step).toEqual({ state: CALM, out: [{ type: 'ask-model' }], goOn: true });
    });

    it('"two years ago, but it\'s healed lovely now" is long ago, never the emergency script (the blind companion round O)', () => {
      const step = escalate(asking, { type: 'words', text: "I broke my wrist two years ago but it's healed lovely now.", concern: null, story: null }, NAME);
      expect(step.state.staying).toBeNull();
      expect(step.out.some((o) => o.type === 'alert' && o.kind === 'distress')).toBe(false);
    });

    it('"a few months ago": settled with a note for the family', () => {
      const step = escalate(asking, { type: 'words', text: 'Oh, a few months ago now.', concern: null, story: null }, NAME);
      expect(step.out).toContainEqual({ type: 'alert', kind: 'note', category: 'fall', utterance: `${story} … Oh, a few months ago now.` });
      expect(step.goOn).toBe(true);
    });

    it('"this morning": the urgent trouble is urgent after all', () => {
      const step = escalate(asking, { type: 'words', text: 'This morning, dear.', concern: null, story: null }, NAME);
      expect(step.out).toContainEqual({ type: 'alert', kind: 'distress', category: 'fall', utterance: `${story} … This morning, dear.` });
      expect(step.state.staying).toEqual({ category: 'fall', said: 0 });
    });

    it('an answer that does not say when: the kind\'s first question; silence: the same', () => {
      const unclear = escalate(asking, { type: 'words', text: 'Well, it was awful.', concern: null, story: null }, NAME);
      expect(unclear.out).toContainEqual({ type: 'say', line: checkQuestion('fall'), interruptible: true });
      expect(unclear.out.some((o) => o.type === 'alert')).toBe(false);
      const silent = escalate(asking, { type: 'silence' }, NAME);
      expect(silent.out).toContainEqual({ type: 'say', line: checkQuestion('fall'), interruptible: true });
      expect(silent.state.checking?.step).toBe(0);
    });

    it('she moves on with a question of her own and no trouble in it: a note for the family, no "are you hurt?" (the blind companion round N)', () => {
      const maybe: Concern = { category: 'emergency', urgency: 'check', quote: "I can't remember" };
      const wondering: EscalationState = { checking: { concern: maybe, text: "Have we spoken before? I can't remember.", step: -1 }, staying: null };
      const step = escalate(wondering, { type: 'words', text: 'Do you like doing this, ringing old biddies like me?', concern: null, story: null }, NAME);
      expect(step.goOn).toBe(true);
      expect(step.out.some((o) => o.type === 'say')).toBe(false);
      expect(step.out).toContainEqual(expect.objectContaining({ type: 'alert', kind: 'note' }));
      // Urgent trouble asked about is not let go so.
      const urgentAsked = escalate(asking, { type: 'words', text: 'Why do you ask?', concern: null, story: null }, NAME);
      expect(urgentAsked.out).toContainEqual({ type: 'say', line: checkQuestion('fall'), interruptible: true });
    });

    it('thoughts of dying told as a story are asked about with their own question, gently, never dismissed', () => {
      const overdose: Concern = { category: 'self-harm', urgency: 'urgent', quote: 'I tried to end it once' };
      const step = escalate(CALM, { type: 'words', text: 'I tried to end it once, years ago, after the divorce', concern: overdose, story: 'long-ago' }, NAME);
      expect(step.out).toContainEqual({ type: 'say', line: checkQuestion('self-harm'), interruptible: true });
      expect(step.out.some((o) => o.type === 'alert' || o.type === 'cut-in')).toBe(false);
    });

    it('the time to stay running out after she was calm again ends nothing', () => {
      expect(escalate(CALM, { type: 'stay-over' }, NAME)).toEqual({ state: CALM, out: [], goOn: true });
    });
  });

  describe('she puts the companion right while it stays with her', () => {
    it('"no dear, that was years ago": sorry, a note for the family, calm again; the time to stay then ends nothing', () => {
      const step = escalate(staying, { type: 'words', text: 'No dear, that was years ago, I was telling you a story.', concern: null }, NAME);
      expect(step.state).toEqual(CALM);
      expect(step.out).toEqual([
        { type: 'alert', kind: 'note', category: 'fall', utterance: 'No dear, that was years ago, I was telling you a story. (she said she had been misunderstood)' },
        { type: 'say', line: MISUNDERSTOOD_LINE, interruptible: true },
      ]);
      expect(escalate(step.state, { type: 'stay-over' }, NAME).out).toEqual([]);
    });
    it('"that was last Tuesday, the doctor\'s seen it": over and seen to, she is put right and the chat goes on (the blind round L: an old fall kept the emergency script on to her goodbye)', () => {
      for (const text of ["Oh no, that was last Tuesday, love. The doctor's seen it.", "It's all sorted now, the alarm's been reset.", 'That happened a fortnight ago, dear.']) {
        const step = escalate(staying, { type: 'words', text, concern: null }, NAME);
        expect(step.state).toEqual(CALM);
        expect(step.out).toContainEqual({ type: 'say', line: MISUNDERSTOOD_LINE, interruptible: true });
      }
      // Danger from someone is not over because one blow is; thoughts of dying never leave on it.
      const abused: EscalationState = { checking: null, staying: { category: 'abuse', said: 0 } };
      expect(escalate(abused, { type: 'words', text: "It's all over now, that was last week.", concern: null }, NAME).state.staying).not.toBeNull();
      const crisis: EscalationState = { checking: null, staying: { category: 'self-harm', said: 0 } };
      expect(escalate(crisis, { type: 'words', text: "The doctor's seen me, it's all sorted.", concern: null }, NAME).state.staying).not.toBeNull();
    });
    it('safe and well now ("I\'m up and sitting in my chair, no harm done"): glad, a note that she said so, and the chat goes on; never for chest pain, nor with trouble in the same words', () => {
      const step = escalate(staying, { type: 'words', text: "Oh I'm up now, I'm sitting in my chair. No harm done.", concern: null }, NAME);
      expect(step.state).toEqual(CALM);
      expect(step.out).toContainEqual({ type: 'say', line: SAFE_NOW_LINE, interruptible: true });
      expect(step.out).toContainEqual({ type: 'alert', kind: 'note', category: 'fall', utterance: "Oh I'm up now, I'm sitting in my chair. No harm done. (she said she was safe and well)" });
      expect(escalate(staying, { type: 'words', text: "I'm up now but my hip hurts.", concern: null }, NAME).state.staying).not.toBeNull();
      const chest: EscalationState = { checking: null, staying: { category: 'chest-pain', said: 0 } };
      expect(escalate(chest, { type: 'words', text: "It's passed off now, I'm fine now, dear.", concern: null }, NAME).state.staying).not.toBeNull();
      const cold: EscalationState = { checking: null, staying: { category: 'cold', said: 0 } };
      expect(escalate(cold, { type: 'words', text: "I'm fine now, honestly, the heating's back on.", concern: null }, NAME).state).toEqual(CALM);
    });
    it('"I\'m not hurt" alone never leaves her: on the floor unhurt is still on the floor', () => {
      const step = escalate(staying, { type: 'words', text: "I'm not hurt, dear.", concern: null }, NAME);
      expect(step.state.staying).not.toBeNull();
    });
    it('thoughts of dying are left only on "I didn\'t mean it like that", never on "that was years ago"', () => {
      const crisis: EscalationState = { checking: null, staying: { category: 'self-harm', said: 0 } };
      expect(escalate(crisis, { type: 'words', text: 'Oh that was years ago.', concern: null }, NAME).state.staying).not.toBeNull();
      expect(escalate(crisis, { type: 'words', text: "Oh goodness, I didn't mean it like that, it's just an expression!", concern: null }, NAME).state).toEqual(CALM);
    });
    it('words of trouble in the same breath keep her in the staying script', () => {
      const step = escalate(staying, { type: 'words', text: "I didn't mean it like that, but I can't get up", concern: fell }, NAME);
      expect(step.state.staying).not.toBeNull();
    });
  });

  it('an answer about someone else\'s body is a note, not her emergency ("he can\'t get up on his own any more")', () => {
    const step = escalate(checking, { type: 'words', text: "No, he's in bed now, but he can't get up on his own any more.", concern: null }, NAME);
    expect(step.state).toEqual(CALM);
    expect(step.goOn).toBe(true);
    expect(step.out.some((o) => o.type === 'alert' && o.kind === 'distress')).toBe(false);
    // Her own body in the answer is still hers.
    expect(escalate(checking, { type: 'words', text: "He helped me, but I can't get up now.", concern: null }, NAME).state.staying).not.toBeNull();
  });
});
