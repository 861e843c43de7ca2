/**
 * Trains the safety model on the evaluation sets and writes `safety-model.json` (decision 120)
 * and the urgency model `safety-urgency-model.json` (decision 158):
 * `npx tsx src/calls/pipeline/safety/train.ts` in api/, after a set is added or changed.
 */
import { writeFileSync } from 'node:fs';
import { digestOf, readExamples, trainSafetyModel, trainUrgencyModel, TRAINING_SETS } from './model.js';

const examples = TRAINING_SETS.flatMap(readExamples);
const model = { ...trainSafetyModel(examples), trainedOn: digestOf(examples) };
writeFileSync(new URL('./safety-model.json', import.meta.url), `${JSON.stringify(model)}\n`);
console.log(`trained on ${examples.length} lines (${examples.filter((e) => e.trouble).length} with trouble): ${Object.keys(model.weights).length} weights`);
const urgency = { ...trainUrgencyModel(examples), trainedOn: digestOf(examples, true) };
writeFileSync(new URL('./safety-urgency-model.json', import.meta.url), `${JSON.stringify(urgency)}\n`);
console.log(`urgency model: ${examples.filter((e) => e.trouble).length} lines with trouble (${examples.filter((e) => e.urgent).length} urgent): ${Object.keys(urgency.weights).length} weights`);
