/**
 * Trains the safety model on the evaluation sets and writes `safety-model.json` (decision 120):
 * `npx tsx src/calls/pipeline/safety/train.ts` in api/, after a set is added or changed.
 */
import { writeFileSync } from 'node:fs';
import { digestOf, readExamples, trainSafetyModel, TRAINING_SETS } from './model.js';

const examples = TRAINING_SETS.flatMap(readExamples);
const model = { ...trainSafetyModel(examples), trainedOn: digestOf(examples) };
writeFileSync(new URL('./safety-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
console.log(`trained on ${examples.length} lines (${examples.filter((e) => e.trouble).length} with trouble): ${Object.keys(model.weights).length} weights`);
