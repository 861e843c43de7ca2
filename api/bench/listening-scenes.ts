// The scenes of `pnpm bench listening`'s phone line (issue 26), and the loader for a held-out
// folder of them (`--audio <dir>`, format in docs/held-out-evaluation.md). A scene is one call:
// her turns in order, each said when the companion has finished (or, `during`, while it speaks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ScenePart = { say: string; voice?: 'female' | 'male'; rate?: number; transcript?: string; fadeInMs?: number } | { quiet: number } | { cough: true };

export interface SceneTurn {
  parts: ScenePart[];
  /** A free word for the per-kind figures: answer, mid-thought, story, nod, quiet, stall… */
  kind?: string;
  /** Said while the companion speaks, `atMs` after its reply began (a nod, a cough). */
  during?: boolean;
  atMs?: number;
  /** Quiet after the companion finished, before she speaks (ms). */
  afterMs?: number;
  levelDbov?: number;
  /** The transcript stream stalls on this turn (never answers its flush). */
  stall?: boolean;
  /** What should happen: her turn is heard whole and answered (`turn`), or nothing stops (`nod`). */
  expect?: 'turn' | 'nod';
}

export interface Scene {
  name: string;
  kind?: string;
  levelDbov?: number;
  noise?: { pinkDbov?: number; babbleDbov?: number };
  turns: SceneTurn[];
}

const say = (text: string, o: { voice?: 'female' | 'male'; rate?: number; transcript?: string; fadeInMs?: number } = {}): ScenePart => ({ say: text, ...o });
const quiet = (ms: number): ScenePart => ({ quiet: ms });

const MID_THOUGHT: Array<[string, number, string]> = [
  ['I was thinking', 1500, 'about the summer we spent at the lake.'],
  ['My sister told', 2000, 'me she is moving to Florida next spring.'],
  ['We bought', 1800, 'a new kettle at the shop on the corner.'],
  ['I was wondering', 2500, 'whether you like the rain as much as I do.'],
  ['And then my', 2200, 'grandson came round with his new puppy.'],
  ['The doctor said', 1700, 'my blood pressure is much better now.'],
  ['I remember', 2300, 'the winter the river froze right over.'],
  ['I wanted to tell', 2000, 'you about the birds in my garden.'],
  // Words that end a clause as well as they lead on: a place, a name, a year.
  ['We married in 1949', 1800, 'in the little church by the river.'],
  ['I worked at the bank', 2000, 'for nearly forty years.'],
  ['My brother was called Tom', 1600, 'and he could fix anything with wheels.'],
  ['We had a dog', 2200, 'that followed me to school every day.'],
];

const STORY = [
  'When I was a girl we lived above my father’s bakery on the high street.',
  'Every morning the whole house smelled of fresh bread.',
  'My job was to carry the loaves down to the shop before school.',
  'One winter the snow was so deep that nobody came in at all.',
  'So my father gave the bread away to the neighbours instead.',
  'People still talked about it years later.',
  'I think that was the happiest I ever saw him.',
];

const NODS: Array<[string, string]> = [
  ['mm hm', 'Mm-hm.'],
  ['mm hm', 'mhm'],
  ['mm hm', 'Mm hmm'],
  ['uh huh', 'Uh-huh.'],
  ['uh huh', 'uh huh'],
  ['yeah', 'Yeah.'],
  ['right', 'Right.'],
  ['mm hm', 'I am home.'],
];

/** The project's own scenes: the issue's kinds of trouble, said by espeak at older speakers' rates. */
export function projectScenes(): Scene[] {
  const scenes: Scene[] = [];
  const answers = ['I went to the market this morning and bought some apples.', 'My daughter called me yesterday and we talked for an hour.', 'I slept quite well, thank you for asking.', 'The garden is full of roses this year.'];
  scenes.push({
    name: 'answers',
    turns: answers.map((a, i) => ({ kind: 'answer', parts: [say(a, { voice: i % 2 ? 'male' : 'female', rate: 120 + 10 * i })] })),
  });
  for (let k = 0; k < 3; k++) {
    scenes.push({
      name: `mid-thought-${k + 1}`,
      turns: MID_THOUGHT.slice(k * 4, k * 4 + 4).map(([a, pause, b], i) => ({ kind: 'mid-thought', parts: [say(a, { voice: (i + k) % 2 ? 'male' : 'female', rate: 115 + 5 * i }), quiet(pause), say(b, { voice: (i + k) % 2 ? 'male' : 'female', rate: 115 + 5 * i })] })),
    });
  }
  for (let k = 0; k < 2; k++) {
    const parts: ScenePart[] = [];
    STORY.forEach((s, i) => {
      parts.push(say(s, { voice: k ? 'male' : 'female', rate: 125 }));
      if (i < STORY.length - 1) parts.push(quiet([450, 700, 600, 550, 650, 500][i]!));
    });
    scenes.push({ name: `story-${k + 1}`, turns: [{ kind: 'story', parts }] });
  }
  scenes.push({
    name: 'nods',
    turns: NODS.flatMap(([spoken, written], i) => [
      { kind: 'answer', parts: [say(answers[i % answers.length]!, { rate: 130 })] },
      { kind: 'nod', during: true, atMs: 1200, parts: [say(spoken, { transcript: written, rate: 130 })] },
    ]),
  });
  scenes.push({ name: 'quiet', levelDbov: -40, noise: { pinkDbov: -62 }, turns: answers.map((a, i) => ({ kind: 'quiet', parts: [say(a, { voice: i % 2 ? 'male' : 'female', rate: 125 })] })) });
  scenes.push({
    name: 'stall',
    turns: [
      { kind: 'answer', parts: [say('I had porridge for breakfast with a little honey.')] },
      { kind: 'stall', stall: true, parts: [say('Then I walked to the post office to send a parcel.')] },
      { kind: 'answer', parts: [say('It was for my granddaughter in Ohio.')] },
    ],
  });
  scenes.push({ name: 'soft-onset', levelDbov: -34, noise: { babbleDbov: -52 }, turns: answers.slice(0, 3).map((a, i) => ({ kind: 'soft-onset', levelDbov: i ? -40 : -34, parts: [say(a, { rate: 115, fadeInMs: 900 })] })) });
  return scenes;
}

/** Every `*.json` scene in a held-out folder (one scene, or a list of them, a file). */
export function loadScenes(dir: string): Scene[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const data = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Scene | Scene[];
      return [data].flat().map((s, i) => ({ ...s, name: s.name ?? `${f}-${i}` }));
    });
}
