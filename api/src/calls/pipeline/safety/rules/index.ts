import type { KindRules } from '../concern.js';
import { fall, chestPain, breathing, stroke, bleeding, fainting } from './body.js';
import { selfHarm, confusion, wellbeing } from './mind.js';
import { intruder, abuse, scam } from './people.js';
import { medication, gas, fire, cold, food, emergency, anotherNow, someoneMissing } from './home.js';
import { despair } from './despair.js';
import { wandering } from './wandering.js';
import { calmScam, calmOverdose } from './calm.js';
import { breathSigns, coldSigns, smokeSigns, gasSigns, bloodSigns, chestSigns } from './signs.js';
import { neglect } from './neglect.js';

/** Every rule, by kind of trouble, in the order they are read (on equal urgency the first reading wins). */
export const RULES: readonly KindRules[] = [selfHarm, despair, anotherNow, someoneMissing, fall, chestPain, chestSigns, breathing, breathSigns, stroke, confusion, wandering, intruder, abuse, scam, calmScam, bleeding, bloodSigns, medication, calmOverdose, fainting, gas, gasSigns, fire, smokeSigns, cold, coldSigns, food, neglect, emergency, wellbeing];
