import OpenAI, { toFile } from 'openai';
import type { TranscriptLine } from '../../db/schema/index.js';
import type { CallPlan } from '../../calls/conversation/call-plan.js';
import { END_OF_CALL, type Brain, type BrainSession, type CallMemoryNotes, type TurnInput } from './port.js';

export interface OpenAiBrainOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  transcriptionModel: string;
}

export function systemPrompt(plan: CallPlan): string {
  return [
    `You are Fondly, a warm, patient AI companion on a phone call with ${plan.recipientName}, an older person, on behalf of ${plan.subscriberName} (family).`,
    plan.agentType === 'stories'
      ? 'This is a story call: gently draw out life stories and memories for the family to keep.'
      : 'This is a companionship call: be a caring friend; listen more than you talk.',
    'Speak in short, simple sentences, one question at a time. Never rush. Never give medical, legal or financial advice.',
    'Do not repeat a question already asked in this call or listed below as asked before.',
    `The opening has already been said: "${plan.opening}"`,
    `Check in on wellness first: ${plan.wellnessQuestions.join(' ')}`,
    `Then talk about: ${plan.topics.join(', ')}. Question ideas: ${plan.topicQuestions.slice(0, 8).join(' ')}`,
    plan.rememberedFacts.length ? `From earlier calls you remember: ${plan.rememberedFacts.join(' | ')}. Bring one up naturally.` : '',
    plan.previousSummaries.length ? `Earlier calls: ${plan.previousSummaries.join(' | ')}` : '',
    plan.specialInstructions ? `The family asks: ${plan.specialInstructions}` : '',
    `The call should last about ${plan.targetMinutes} to 15 minutes. When it is time to close, say something warm, then "${plan.nextCallLine}", say goodbye, and end your message with ${END_OF_CALL}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

class OpenAiSession implements BrainSession {
  finished = false;
  askedQuestions: string[] = [];

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly plan: CallPlan,
  ) {}

  async *reply(input: TurnInput): AsyncIterable<string> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(this.plan) },
      ...input.transcript.map((l) => ({ role: l.speaker === 'companion' ? ('assistant' as const) : ('user' as const), content: l.text })),
    ];
    if (input.phase === 'closing') messages.push({ role: 'system', content: `Time is nearly up: close the call now, warmly, and end with ${END_OF_CALL}.` });
    const stream = await this.client.chat.completions.create(
      { model: this.model, messages, stream: true, temperature: 0.7, max_tokens: 220 },
      { signal: input.signal },
    );
    let text = '';
    let held = '';
    for await (const chunk of stream) {
      const token = chunk.choices[0]?.delta?.content ?? '';
      if (!token) continue;
      text += token;
      // Hold back anything that could be the start of the end marker, so it is never spoken.
      held += token;
      const markerAt = held.indexOf('<');
      if (markerAt === -1) {
        yield held;
        held = '';
      } else if (markerAt > 0) {
        yield held.slice(0, markerAt);
        held = held.slice(markerAt);
      }
    }
    if (held && !held.startsWith('<')) yield held;
    if (text.includes(END_OF_CALL)) this.finished = true;
    const questions = text.replace(END_OF_CALL, '').match(/[^.!?]*\?/g);
    if (questions) this.askedQuestions.push(...questions.map((q) => q.trim()));
  }
}

export class OpenAiBrain implements Brain {
  readonly kind = 'openai' as const;
  private client: OpenAI;

  constructor(private readonly opts: OpenAiBrainOptions) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl, maxRetries: 1, timeout: 20_000 });
  }

  startSession(plan: CallPlan): BrainSession {
    return new OpenAiSession(this.client, this.opts.model, plan);
  }

  async remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes> {
    const res = await this.client.chat.completions.create({
      model: this.opts.model,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content: `Summarise this call with ${plan.recipientName} for the companion's memory. Answer JSON: {"summary": "one or two sentences", "facts": ["short facts ${plan.recipientName} shared, in their own first-person words, at most 5"]}`,
        },
        { role: 'user', content: transcript.map((l) => `${l.speaker}: ${l.text}`).join('\n') },
      ],
    });
    try {
      const parsed = JSON.parse(res.choices[0]?.message?.content ?? '{}') as { summary?: unknown; facts?: unknown };
      return {
        summary: typeof parsed.summary === 'string' ? parsed.summary.slice(0, 500) : '',
        facts: Array.isArray(parsed.facts) ? parsed.facts.filter((f): f is string => typeof f === 'string').slice(0, 5) : [],
      };
    } catch {
      return { summary: '', facts: [] };
    }
  }

  async transcribe(wav: Uint8Array, signal?: AbortSignal): Promise<string> {
    const res = await this.client.audio.transcriptions.create(
      { file: await toFile(wav, 'speech.wav', { type: 'audio/wav' }), model: this.opts.transcriptionModel },
      { signal },
    );
    return res.text.trim();
  }
}
