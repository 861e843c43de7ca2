/**
 * The safety net's second reader in the embedded default (decision 120): a logistic regression
 * over words, word pairs and letter runs, trained on the evaluation sets, that hears trouble
 * the rules have no pattern for ("the Rennies aren't touching it and I've gone clammy"). It can
 * only ask: when the rules found nothing, a high enough probability makes the companion ask its
 * check question; it never raises an alarm by itself. Weights are trained by `train.ts` and
 * shipped in `safety-model.json`; a test checks they are what the sets train.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalise } from './speech.js';

/** Trouble (a question at least) against nothing wrong: bias and weights by feature. */
export interface SafetyModel {
  bias: number;
  weights: Record<string, number>;
  /** A digest of the lines it was trained on: a set changed without training again is caught by a test. */
  trainedOn?: string;
}

/** Words, word pairs and four-letter runs of the normalised text, each once. */
export function features(text: string): string[] {
  const t = normalise(text).replace(/[^a-z' ]/g, ' ').replace(/\s+/g, ' ').trim();
  const words = t.split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(`w:${words[i]}`);
    if (i + 1 < words.length) out.add(`p:${words[i]} ${words[i + 1]}`);
  }
  const padded = ` ${t} `;
  for (let i = 0; i + 4 <= padded.length; i++) out.add(`c:${padded.slice(i, i + 4)}`);
  return [...out];
}

/**
 * The probability that something is wrong. Which kind is not guessed: the model reads which
 * words go with trouble, and a wrong kind would give her the wrong advice (get out of the house
 * for a fall); what it raises is asked about as "something may be wrong" (category emergency).
 */
export function troubleProbability(model: SafetyModel, text: string): number {
  const f = features(text);
  let z = model.bias;
  const scale = 1 / Math.sqrt(Math.max(1, f.length));
  for (const k of f) z += (model.weights[k] ?? 0) * scale;
  return 1 / (1 + Math.exp(-z));
}

let shipped: SafetyModel | null = null;
/** The model trained on the evaluation sets, read once. */
export function shippedModel(): SafetyModel {
  shipped ??= JSON.parse(readFileSync(new URL('./safety-model.json', import.meta.url), 'utf8')) as SafetyModel;
  return shipped;
}

let shippedUrgency: SafetyModel | null = null;
/**
 * The urgency model (decision 158): the same features, trained on the trouble lines only,
 * urgent against worth-a-question. It reads how pressing trouble the rules found is when their
 * own words only say "ask"; it never finds trouble by itself.
 */
export function shippedUrgencyModel(): SafetyModel {
  shippedUrgency ??= JSON.parse(readFileSync(new URL('./safety-urgency-model.json', import.meta.url), 'utf8')) as SafetyModel;
  return shippedUrgency;
}

// Training (train.ts and the test that checks the shipped weights).

export interface Example {
  text: string;
  trouble: boolean;
  /** Marked urgent (not only worth a question). */
  urgent?: boolean;
  category: string;
}

/** A seeded generator, so the same sets always train the same weights. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fit(xs: string[][], ys: number[], epochs: number, random: () => number) {
  const weights = new Map<string, number>();
  let bias = 0;
  const rate = 0.1;
  const decay = 1e-4;
  const order = xs.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const f = xs[i]!;
      const scale = 1 / Math.sqrt(Math.max(1, f.length));
      let z = bias;
      for (const k of f) z += (weights.get(k) ?? 0) * scale;
      const g = 1 / (1 + Math.exp(-z)) - ys[i]!;
      for (const k of f) weights.set(k, (weights.get(k) ?? 0) * (1 - rate * decay) - rate * g * scale);
      bias -= rate * g;
    }
  }
  const kept: Record<string, number> = {};
  for (const [k, w] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) if (Math.abs(w) >= 0.02) kept[k] = Math.round(w * 100) / 100;
  return { bias: Math.round(bias * 1000) / 1000, weights: kept };
}

export function trainSafetyModel(examples: Example[], seed = 120): SafetyModel {
  return fit(examples.map((e) => features(e.text)), examples.map((e) => (e.trouble ? 1 : 0)), 30, mulberry32(seed));
}

/** Urgent (1) against worth a question (0), on the trouble lines of the sets. */
export function trainUrgencyModel(examples: Example[], seed = 158): SafetyModel {
  const trouble = examples.filter((e) => e.trouble);
  return fit(trouble.map((e) => features(e.text)), trouble.map((e) => (e.urgent ? 1 : 0)), 30, mulberry32(seed));
}

/** The lines of a set file, each split at '|' (comments and blank lines left out): the one reader of the sets. */
export function readSet(file: URL | string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('|'));
}

/** The labelled lines of a set file: `category|expected|text` (trouble = urgent or check), or an ordinary line (nothing wrong); a stop request or its look-alike (`optout|text`, `keep|text`) is ordinary talk too. */
export function readExamples(file: URL): Example[] {
  return readSet(file).map((parts) =>
    parts.length === 3
      ? { category: parts[0]!, trouble: parts[1] === 'urgent' || parts[1] === 'check', urgent: parts[1] === 'urgent', text: parts[2]! }
      : { category: 'none', trouble: false, text: parts.length === 2 && (parts[0] === 'optout' || parts[0] === 'keep') ? parts[1]! : parts.join('|') },
  );
}

/** The digest of the training lines, in order (with `urgency`, of their urgent marks too). */
export function digestOf(examples: Example[], urgency = false): string {
  const hash = createHash('sha256');
  for (const e of examples) hash.update(`${e.trouble ? 1 : 0}${urgency ? (e.urgent ? 'u' : '') : ''}|${e.text}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** The sets the shipped model is trained on. */
export const TRAINING_SETS = ['./evaluation-set.txt', './evaluation-set-2.txt', './ordinary-chat.txt', './dev-set-3.txt', './dev-set-4.txt', './dev-set-5.txt'].map((f) => new URL(f, import.meta.url));
