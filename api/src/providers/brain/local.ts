import type { TranscriptLine } from '../../db/schema/index.js';
import type { CallPlan } from '../../calls/conversation/call-plan.js';
import type { Brain, BrainSession, CallMemoryNotes, TurnInput } from './port.js';

const POSITIVE = /\b(good|great|fine|well|lovely|wonderful|happy|better|nice|grand|excellent|not bad|alright|all right)\b/;
const NEGATIVE = /\b(bad|sad|lonely|tired|pain|aches?|hurts?|poorly|not (so |too |very )?(good|well|great)|worried|awful|terrible|miss)\b/;

/** Reflects what was said before moving on, so the companion sounds like it listened. */
export function acknowledge(utterance: string, turn: number): string {
  const t = utterance.toLowerCase();
  if (NEGATIVE.test(t)) return "I'm sorry to hear that. Thank you for telling me.";
  if (POSITIVE.test(t)) return ["That's lovely to hear.", "Oh, I'm glad.", 'How wonderful.'][turn % 3]!;
  if (t.split(/\s+/).length > 12) return ['What a story. Thank you for sharing that with me.', 'That is really something. I love hearing about it.'][turn % 2]!;
  return ['Thank you for sharing that.', 'I see.', 'That sounds interesting.'][turn % 3]!;
}

/** "my garden is lovely" -> "your garden is lovely": said back on the next call. */
export function toSecondPerson(sentence: string): string {
  const map: Record<string, string> = { i: 'you', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", me: 'you', my: 'your', mine: 'yours', am: 'are', was: 'were', myself: 'yourself', we: 'you', our: 'your', us: 'you' };
  return sentence
    .replace(/[’]/g, "'")
    .split(/(\s+)/)
    .map((w) => {
      const m = /^([A-Za-z']+)(\W*)$/.exec(w);
      if (!m) return w;
      const rep = map[m[1]!.toLowerCase()];
      return rep ? rep + m[2] : w;
    })
    .join('')
    .replace(/\byou were\b/g, 'you were');
}

const FACT = /\b(my (daughter|son|grand\w*|wife|husband|sister|brother|cat|dog|friend|neighbou?r|garden|church|club)\b|i (love|like|enjoy|used to|grew up|worked|was born|lived|have a|have two|have three)\b)/i;

/**
 * The scripted companion: the plan's opening is spoken by the engine; then it
 * acknowledges each answer and asks the next question (wellness first, then one memory
 * from an earlier call, then the topics) and closes warmly with the next call.
 */
class ScriptedSession implements BrainSession {
  finished = false;
  askedQuestions: string[] = [];
  private queue: string[];
  private turn = 0;

  constructor(private readonly plan: CallPlan) {
    const memory = plan.rememberedFacts[0] ? [`Last time you told me ${toSecondPerson(plan.rememberedFacts[0]).replace(/[.!?]+$/, '')}. How is that going?`] : [];
    this.queue = [...plan.wellnessQuestions, ...memory, ...plan.topicQuestions];
  }

  async *reply(input: TurnInput): AsyncIterable<string> {
    const last = [...input.transcript].reverse().find((l) => l.speaker === 'recipient');
    const ack = last ? acknowledge(last.text, this.turn) : '';
    this.turn++;
    const targetReached = input.elapsedMs >= this.plan.targetMinutes * 60_000;
    // The check-in always happens; topics continue until the call has had its time.
    const wellnessLeft = this.queue.some((q) => this.plan.wellnessQuestions.includes(q));
    // At least one of the family's chosen topics comes up, however short the call.
    const topicAsked = this.askedQuestions.some((q) => this.plan.topicQuestions.includes(q)) || !this.plan.topicQuestions.length;
    const next = input.phase === 'closing' || (!wellnessLeft && topicAsked && targetReached) ? undefined : this.queue.shift();
    const text = next
      ? `${ack} ${next}`.trim()
      : `${ack} It's been so lovely talking with you, ${this.plan.recipientName}. ${this.plan.nextCallLine} Take good care until then. Goodbye!`.trim();
    if (next) this.askedQuestions.push(next);
    else this.finished = true;
    // Stream word by word, as a model would.
    for (const word of text.split(/(?<=\s)/)) {
      if (input.signal?.aborted) return;
      yield word;
    }
  }
}

export class LocalBrain implements Brain {
  readonly kind = 'local' as const;

  startSession(plan: CallPlan): BrainSession {
    return new ScriptedSession(plan);
  }

  async remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes> {
    const said = transcript.filter((l) => l.speaker === 'recipient').map((l) => l.text.trim());
    const facts = said
      .flatMap((s) => s.split(/(?<=[.!?])\s+/))
      .filter((s) => FACT.test(s) && s.split(/\s+/).length >= 4)
      .slice(0, 5);
    const feeling = said.find((s) => POSITIVE.test(s.toLowerCase()) || NEGATIVE.test(s.toLowerCase()));
    const summary = `${plan.recipientName} talked about ${plan.topics.join(', ').toLowerCase()}${feeling ? ` and said: "${feeling.slice(0, 120)}"` : ''}.`;
    return { summary, facts };
  }
}
