import { describe, expect, it } from 'vitest';
import { SilentVoice } from '../../../providers/voice/local.js';
import { FakeClock, ScriptedLine, settle } from '../../../testing/conversation-parts.js';
import { single, Speaker, speakableChunks } from './speaker.js';
import { Transcript } from './transcript.js';

function speakerOn(line: ScriptedLine) {
  const transcript = new Transcript(() => {}, () => {});
  const speaker = new Speaker({ voice: new SilentVoice(), voiceName: 'female', line: () => line, transcript, clock: new FakeClock(), ended: () => false, onError: () => {} });
  return { speaker, transcript };
}

async function* tokens(...parts: string[]) {
  for (const p of parts) yield p;
}

describe('the voice stage', () => {
  it('speaks whole sentences as soon as they are complete, and records what she heard', async () => {
    const line = new ScriptedLine();
    const { speaker, transcript } = speakerOn(line);
    const result = await speaker.speak(tokens('Good morn', 'ing, Margaret. How', ' are you', ' today?'));
    expect(result).toBe('played');
    expect(line.said).toEqual(['Good morning, Margaret.', 'How are you today?']);
    expect(transcript.lines.map((l) => l.text)).toEqual(['Good morning, Margaret. How are you today?']);
    expect(speaker.lastSentence).toBe('How are you today?');
  });

  it('marks the sentence she cut off with a dash, and says nothing after it', async () => {
    const line = new ScriptedLine({ autoPlay: false });
    const { speaker, transcript } = speakerOn(line);
    const speaking = speaker.speak(single('It was a lovely day. We walked to the park. Then it rained.'));
    await settle();
    expect(speaker.speaking).toBe(true);
    line.endCurrent();
    await settle();
    line.clear();
    expect(await speaking).toBe('cleared');
    expect(transcript.lines[0]!.text).toBe('It was a lovely day. We walked to the park—');
    expect(line.said).toEqual(['It was a lovely day.', 'We walked to the park.']);
    expect(speaker.speaking).toBe(false);
  });

  it('splits long clauses without full stops into pieces worth synthesizing', async () => {
    const out: string[] = [];
    for await (const c of speakableChunks(single('Well, when I was a girl we used to walk to the river every Sunday, and my father would carry the basket; it was heavy'))) out.push(c);
    expect(out.length).toBeGreaterThan(1);
    expect(out.join(' ')).toBe('Well, when I was a girl we used to walk to the river every Sunday, and my father would carry the basket; it was heavy');
  });
});
