import { describe, expect, it } from 'vitest';
import { FakeClock, ScriptedLine } from '../../../testing/conversation-parts.js';
import type { ChannelEvent } from './channel.js';
import { Transport } from './transport.js';

describe('the transport stage', () => {
  it('hears the line it speaks on, and after a new stream replaces a lost one, only the new one', () => {
    const clock = new FakeClock();
    const heard: ChannelEvent[] = [];
    const first = new ScriptedLine();
    const transport = new Transport(first, clock, (e) => heard.push(e));
    transport.listen();
    first.say('Hello');
    const second = new ScriptedLine();
    transport.replace(second);
    first.say('(a late event from the dropped stream)');
    second.say('I am back');
    expect(heard.filter((e) => e.type === 'speech').map((e) => (e as { text: string }).text)).toEqual(['Hello', 'I am back']);
    expect(transport.line).toBe(second);
    // Whatever was buffered on the old stream is dropped.
    expect(first.clears).toBe(1);
  });

  it('gives the call up when a lost stream does not come back within the window, and not when it does', async () => {
    const clock = new FakeClock();
    const transport = new Transport(new ScriptedLine(), clock, () => {});
    let gone = 0;
    transport.waitForReturn(20_000, () => gone++);
    expect(transport.waiting).toBe(true);
    await clock.advance(19_999);
    transport.replace(new ScriptedLine());
    await clock.advance(60_000);
    expect(gone).toBe(0);
    expect(transport.waiting).toBe(false);

    transport.waitForReturn(20_000, () => gone++);
    await clock.advance(20_000);
    expect(gone).toBe(1);
  });
});
