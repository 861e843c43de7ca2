import { corpusPlan, play } from './providers/brain/dialogue-corpus.js';
const seqs: string[][] = JSON.parse(process.argv[2]);
for (const t of seqs) {
  const plan = corpusPlan({ mode: 'loneliness', topics: ['gardening'] });
  const { turns } = play({ title: '', mode: 'loneliness', topics: ['gardening'], turns: t.map((say) => ({ say })) }, plan);
  t.forEach((say, i) => console.log(`  HER: ${say}\n  C: ${turns[i]?.reply}`));
  console.log('---');
}
