import { corpusPlan, play } from './providers/brain/dialogue-corpus.js';
import { readFileSync } from 'node:fs';
const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.trim());
for (const l of lines) {
  const [q, a] = l.split(' || ');
  const plan = corpusPlan({ mode: 'loneliness', topics: ['gardening'] });
  // Steer: she answers whatever the companion asked; we print its question and the reply to her answer.
  const { turns } = play({ title: '', mode: 'loneliness', topics: ['gardening'], turns: ['Hello.', q!, a!].map((say) => ({ say })) }, plan);
  console.log(`C: ${turns[1]!.reply}\n  HER: ${a}\n  C: ${turns[2]!.reply}\n`);
}
