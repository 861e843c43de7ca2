import type { CallPlan } from '../conversation/call-plan.js';
import type { TranscriberHints } from '../ports/transcriber.js';

/** What a recogniser should expect on this call: her names, her people, pets and places, the topics. */
export function hintsFor(plan: CallPlan): TranscriberHints {
  const p = plan.profile;
  return {
    language: 'en',
    names: [plan.recipientName, plan.fullName, p.preferredName, plan.subscriberName, ...p.people.map((x) => x.name), ...p.pets.map((x) => x.name), ...p.places.map((x) => x.name)].filter(Boolean),
    topics: plan.topics,
  };
}
