import { describe, expect, it } from 'vitest';
import { Conversation } from '../conversation/engine.js';
import type { CallFlag } from '../../../db/schema/index.js';
import { LocalBrain } from '../../../providers/brain/local.js';
import { SilentVoice } from '../../../providers/voice/local.js';
import { FakeClock, margaretsPlan, ScriptedLine, settle } from '../../../testing/conversation-parts.js';
import { LonelinessMeasure, type LonelinessReading } from './measure.js';
import { UCLA3_ITEMS, UCLA3_OPTIONS } from './ucla3.js';

/** A call to Margaret that may ask the loneliness questions, on a clock the test moves. */
async function callThatMayMeasure(opts: { measure?: boolean } = {}) {
  const clock = new FakeClock();
  const line = new ScriptedLine();
  const plan = margaretsPlan();
  plan.measureLoneliness = opts.measure ?? true;
  const readings: LonelinessReading[] = [];
  const flags: CallFlag[] = [];
  const conversation = new Conversation({
    plan,
    brain: new LocalBrain(),
    voice: new SilentVoice(),
    channel: line,
    clock,
    timing: { bargeInMs: 900, replyDelayMs: 800, silenceMs: 12_000, maxReprompts: 2 },
    hooks: {
      onLine: () => {},
      onFlag: async (f) => void flags.push(f),
      onEnd: () => {},
      onLoneliness: (r) => void readings.push(r),
    },
  });
  conversation.start();
  await settle();
  const companionSaid = () => conversation.lines.filter((l) => l.speaker === 'companion').map((l) => l.text);
  /** She says this; the companion's answer follows her pause. */
  const says = async (text: string) => {
    line.say(text);
    await clock.advance(1_000);
  };
  const asked = (item: number) => companionSaid().filter((t) => t.includes(UCLA3_ITEMS[item]!)).length;
  return { conversation, line, clock, readings, flags, companionSaid, says, asked };
}

describe('the loneliness questions on a call', () => {
  it('come after the opening exchange, in the validated wording and answer scale, one a turn, and are scored', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear, how nice of you to call.');
    expect(c.asked(0)).toBe(0);
    await c.says("I'm doing alright today, thank you.");
    const first = c.companionSaid().at(-1)!;
    expect(first).toContain(`${UCLA3_ITEMS[0]} ${UCLA3_OPTIONS}`);
    expect(first).toContain("you can always say you'd rather not");
    await c.says('Often, I suppose.');
    expect(c.companionSaid().at(-1)).toContain(`${UCLA3_ITEMS[1]} ${UCLA3_OPTIONS}`);
    await c.says('Some of the time.');
    expect(c.companionSaid().at(-1)).toContain(`${UCLA3_ITEMS[2]} ${UCLA3_OPTIONS}`);
    await c.says('Hardly ever, my neighbour pops in.');
    expect(c.readings).toMatchObject([{ status: 'complete', items: [3, 2, 1], total: 6 }]);
    // Thanked, and the conversation goes on with the companion's own question.
    expect(c.companionSaid().some((t) => t.startsWith('Thank you, Margaret. That\'s all three'))).toBe(true);
    await c.clock.advance(2_000);
    expect(c.companionSaid().at(-1)).toMatch(/\?$/);
    for (const item of [0, 1, 2]) expect(c.asked(item)).toBe(1);
    c.conversation.stop('completed');
  });

  it('are never asked once a concern is open: she said she fell', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says('I had a fall yesterday and my hip hurts.');
    await c.clock.advance(5_000);
    for (const later of ["I'm alright now, I think.", 'My daughter came round.', 'We had tea together.', 'Yes, it was nice.']) await c.says(later);
    expect(c.asked(0)).toBe(0);
    expect(c.readings).toEqual([]);
    c.conversation.stop('completed');
  });

  it('are never asked when she says she is low', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("I've been feeling quite sad and low this week.");
    for (const later of ['I had soup for lunch.', 'Yes, it was nice.', 'The garden is fine.']) await c.says(later);
    expect(c.asked(0)).toBe(0);
    c.conversation.stop('completed');
  });

  it('stop unscored when a worry comes up in the middle of them', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("I'm fine, thank you.");
    expect(c.asked(0)).toBe(1);
    await c.says('Sometimes.');
    await c.says("I've fallen on the kitchen floor and I can't get up.");
    await c.clock.advance(2_000);
    expect(c.asked(2)).toBe(0);
    expect(c.readings).toMatchObject([{ status: 'partial', items: [2, null, null], total: null }]);
    c.conversation.stop('distress');
  });

  it('respect "I\'d rather not": she is not asked again', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("I'm fine, thank you.");
    await c.says("I'd rather not, dear.");
    expect(c.companionSaid()).toContain("Of course, that's quite all right. We'll leave those questions.");
    for (const later of ['I had soup.', 'Yes, lovely.', 'The garden is fine.']) await c.says(later);
    expect(c.asked(0)).toBe(1);
    expect(c.asked(1)).toBe(0);
    expect(c.readings).toMatchObject([{ status: 'declined', items: [null, null, null], total: null }]);
    c.conversation.stop('completed');
  });

  it('re-ask an unclear answer once with the three answers, then leave the questions unscored', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("I'm fine, thank you.");
    await c.says('Yes.');
    expect(c.companionSaid().at(-1)).toBe(`That's all right, take your time. ${UCLA3_ITEMS[0]} ${UCLA3_OPTIONS}`);
    await c.says('Well, the weather has been grey.');
    expect(c.readings).toMatchObject([{ status: 'partial', items: [null, null, null], total: null }]);
    expect(c.asked(1)).toBe(0);
    c.conversation.stop('completed');
  });

  it('something else she chose to tell instead of an answer stops them unscored, and is answered, not asked over', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("I'm fine, thank you.");
    expect(c.asked(0)).toBe(1);
    await c.says('The council came to cut the hedges today.');
    expect(c.asked(0)).toBe(1);
    expect(c.companionSaid().at(-1)).not.toContain(UCLA3_ITEMS[0]);
    expect(c.readings).toMatchObject([{ status: 'partial', items: [null, null, null], total: null }]);
    c.conversation.stop('completed');
  });

  it('never talk over her news: news told first is answered, and news instead of an answer stops them unscored (the blind round of 2026-11-27)', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says("My grandson Tyler came at the weekend with his new girlfriend, she's lovely.");
    expect(c.asked(0)).toBe(0);
    await c.says("I'm fine, thank you.");
    expect(c.asked(0)).toBe(1);
    await c.says("Oh, I meant to tell you, my sister Joan's home from the hospital now.");
    expect(c.asked(0)).toBe(1);
    expect(c.companionSaid().at(-1)).not.toContain(UCLA3_ITEMS[0]);
    expect(c.readings).toMatchObject([{ status: 'partial', items: [null, null, null], total: null }]);
    c.conversation.stop('completed');
  });

  it('wait while she tells a story, and are not asked on a call that may not measure', async () => {
    const c = await callThatMayMeasure();
    await c.says('Hello dear.');
    await c.says('When I was a girl we lived on a farm in Ohio and my father kept cows and a big red barn, and every morning before school we had to help with the milking and carry the pails.');
    expect(c.asked(0)).toBe(0);
    await c.says('It was hard work but I loved it.');
    expect(c.asked(0)).toBe(0);
    await c.says("Anyway, I'm keeping well these days.");
    expect(c.asked(0)).toBe(1);
    c.conversation.stop('completed');

    const off = await callThatMayMeasure({ measure: false });
    for (const said of ['Hello dear.', "I'm fine, thank you.", 'I had soup.', 'Yes, lovely.']) await off.says(said);
    expect(off.asked(0)).toBe(0);
    off.conversation.stop('completed');
  });

  it('a measure cut short by the end of the call is kept unscored', () => {
    const readings: LonelinessReading[] = [];
    const m = new LonelinessMeasure({ name: 'Margaret', onReading: (r) => void readings.push(r) });
    expect(m.hear('Hello dear.', 'conversation')).toBeNull();
    expect(m.hear('I am well, thank you.', 'conversation')?.line).toContain(UCLA3_ITEMS[0]);
    expect(m.hear('Often.', 'conversation')?.line).toContain(UCLA3_ITEMS[1]);
    m.callEnded();
    expect(readings).toEqual([{ status: 'partial', items: [3, null, null], total: null }]);
  });

  it('are not started once the call is closing', () => {
    const m = new LonelinessMeasure({ name: 'Margaret', onReading: () => {} });
    m.hear('Hello dear.', 'conversation');
    expect(m.hear('I am well, thank you.', 'closing')).toBeNull();
  });
});
