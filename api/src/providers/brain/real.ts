import OpenAI, { toFile } from 'openai';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { TranscriptLine } from '../../db/schema/index.js';
import type { CallPlan } from '../../calls/pipeline/conversation/call-plan.js';
import { extractProfileUpdate, type ProfileUpdate } from '../../calls/pipeline/memory/extract.js';
import { openThreadSchema, profilePersonSchema, profilePetSchema, profilePlaceSchema } from '@fondly/contract/profile';
import { CLASSIFICATION_JSON_SCHEMA, CLASSIFIER_PROMPT, classificationSchema, classifierInput, type Classification } from '../../calls/pipeline/safety/classifier.js';
import { END_OF_CALL, type Brain, type BrainEvent, type BrainSession, type CallMemoryNotes, type TurnInput } from '../../calls/pipeline/ports/brain.js';

export interface OpenAiBrainOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  transcriptionModel: string;
}

/**
 * The companion as a language model (any OpenAI-compatible server: hosted, vLLM, Ollama),
 * docs/decisions/072-the-model-companion.md. The system prompt is written for speech to an
 * older person on the phone; tools let the model end the call, flag a concern for the
 * family and remember something for her profile. Replies stream, so the voice starts on the
 * first sentence. The per-turn deadline and the fall back to the embedded companion are the
 * resilience wrapper's (providers/resilience/brain.ts).
 */
export const COMPANION_TOOLS: OpenAI.Chat.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'end_call',
      description: 'Hang up after the words you are saying now. Use it once you have said a warm goodbye: when she says goodbye or has to go, or when it is time to close.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'flag_concern',
      description: 'Tell the family about something worrying she said: a fall, pain, not eating, confusion that is new, a scam call, deep sadness. Keep talking kindly after using it.',
      parameters: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: ['health', 'fall', 'mood', 'confusion', 'safety', 'scam', 'other'] },
          detail: { type: 'string', description: 'What she said, briefly, in plain words for the family.' },
        },
        required: ['category', 'detail'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'remember',
      description: 'Keep something she told you for the next calls: a person (text: name, detail: relationship), a place, a pet (text: name, detail: kind), a health note, something she likes, or an open thread to ask about next time (text: what it is, detail: the question to ask).',
      parameters: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['person', 'place', 'pet', 'health', 'like', 'thread'] },
          text: { type: 'string' },
          detail: { type: 'string' },
        },
        required: ['kind', 'text', 'detail'],
        additionalProperties: false,
      },
    },
  },
];

function describeProfile(plan: CallPlan): string[] {
  const p = plan.profile;
  const list = (label: string, items: string[]) => (items.length ? `${label}: ${items.join('; ')}.` : '');
  return [
    list('Her people', p.people.map((x) => [x.name, x.relationship && `(${x.relationship})`, x.note && `- ${x.note}`].filter(Boolean).join(' '))),
    list('Places', p.places.map((x) => (x.note ? `${x.name} (${x.note})` : x.name))),
    list('Pets', p.pets.map((x) => (x.name ? `${x.name} (${x.kind})` : x.kind))),
    list('Health notes (ask kindly, never advise)', p.health),
    list('She likes', p.likes),
  ].filter(Boolean);
}

export function systemPrompt(plan: CallPlan, now: Date = new Date()): string {
  const local = DateTime.fromJSDate(now, { zone: plan.timeZone }).setLocale('en-US');
  const story = plan.agentType === 'stories';
  return [
    `You are Fondly, a warm, patient AI companion on a phone call with ${plan.recipientName}, an older person, on behalf of ${plan.subscriberName} (family). Call her ${plan.recipientName}, never by her full name.`,
    `Today is ${local.toFormat('cccc, LLLL d, yyyy')}; her local time is ${local.toFormat('h:mm a')}.`,
    'Everything you write is spoken aloud on the phone: one to three short sentences, then at most one question. No lists, no emoji, no stage directions.',
    'Answer what she just said first: sympathy for pain, sadness, loss or worry; warmth for good news; never the other way round. Follow up on the person, place or thing she mentioned, and let a story run before changing the subject.',
    'If she is confused, repeats herself or asks who you are, be kind: say simply that you are Fondly, an AI companion calling for a chat, and never argue or correct her.',
    'Never give medical, legal or financial advice; suggest she talks to her doctor or family instead. Never ask for money, bank or card details, passwords or personal numbers, and never tell her to buy, send or sign anything.',
    story
      ? 'This is a story call: gently draw out life stories and memories for the family to keep. Ask story questions, not health check-ins.'
      : `This is a companionship call: be a caring friend and listen more than you talk. Check in gently on how she is: ${plan.wellnessQuestions.join(' ')}`,
    `Talk about: ${plan.topics.join(', ')}. Question ideas: ${plan.topicQuestions.slice(0, 8).join(' ')}`,
    ...describeProfile(plan),
    plan.openThreads.length ? `Follow up early in the call on: ${plan.openThreads.map((t) => `${t.text} ("${t.question}")`).join('; ')}.` : '',
    plan.askedBefore.length ? `Earlier calls already asked (never ask these again): ${plan.askedBefore.slice(0, 30).join(' | ')}` : '',
    plan.previousSummaries.length ? `Earlier calls: ${plan.previousSummaries.join(' | ')}` : '',
    plan.specialInstructions ? `The family asks: ${plan.specialInstructions}` : '',
    `The opening has already been said: "${plan.opening}"`,
    `If she asks you to keep something private or not to tell her family, say kindly that it stays between you and that it will not go in the note to ${plan.subscriberName}; never use the remember tool for it. If it is about her safety (a fall, pain, feeling unsafe), say gently that you still have to let her family know she may need a hand, but not her words.`,
    'Use the remember tool for anything worth asking about next time (a doctor\'s visit, a stiff knee, a grandchild\'s name), and flag_concern for anything the family should know.',
    `The call lasts about ${plan.targetMinutes} to 15 minutes. When she says goodbye or has to go, close at once. To close: something warm, then "${plan.nextCallLine}", then goodbye, and call end_call.`,
  ]
    .filter(Boolean)
    .join('\n');
}

interface ToolCallDraft {
  id: string;
  name: string;
  args: string;
}

export class OpenAiSession implements BrainSession {
  finished = false;
  askedQuestions: string[] = [];
  threadsAsked: string[] = [];
  notes: Array<Extract<BrainEvent, { type: 'remember' }>> = [];
  private listeners: Array<(e: BrainEvent) => void> = [];

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly plan: CallPlan,
    private readonly now: () => Date = () => new Date(),
  ) {}

  onEvent(listener: (e: BrainEvent) => void) {
    this.listeners.push(listener);
  }

  private emit(e: BrainEvent) {
    for (const l of this.listeners) l(e);
  }

  async *reply(input: TurnInput): AsyncIterable<string> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(this.plan, this.now()) },
      ...input.transcript.map((l) => ({ role: l.speaker === 'companion' ? ('assistant' as const) : ('user' as const), content: l.text })),
    ];
    if (input.phase === 'closing') messages.push({ role: 'system', content: 'Time is nearly up: close the call now, warmly, and call end_call.' });
    let text = '';
    // A reply that is only tool calls (remember) gets the tools' answers and a second round for the words.
    for (let round = 0; round < 3; round++) {
      const stream = await this.client.chat.completions.create(
        { model: this.model, messages, stream: true, temperature: 0.7, max_tokens: 220, tools: COMPANION_TOOLS },
        // A turn cannot wait out a retry's back-off: a failure goes straight to the fallback ladder.
        { signal: input.signal, maxRetries: 0 },
      );
      const calls: ToolCallDraft[] = [];
      let held = '';
      let roundText = '';
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        for (const tc of delta?.tool_calls ?? []) {
          const draft = (calls[tc.index] ??= { id: tc.id ?? `call_${tc.index}`, name: '', args: '' });
          if (tc.id) draft.id = tc.id;
          if (tc.function?.name) draft.name += tc.function.name;
          if (tc.function?.arguments) draft.args += tc.function.arguments;
        }
        const token = delta?.content ?? '';
        if (!token) continue;
        roundText += token;
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
      if (held && !END_OF_CALL.startsWith(held) && !held.startsWith(END_OF_CALL)) yield held.replace(END_OF_CALL, '');
      text += roundText;
      const done = calls.filter(Boolean);
      for (const call of done) this.handleTool(call);
      if (text.replace(END_OF_CALL, '').trim() || !done.length || this.finished) break;
      messages.push({ role: 'assistant', content: null, tool_calls: done.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args || '{}' } })) });
      for (const c of done) messages.push({ role: 'tool', tool_call_id: c.id, content: '{"ok":true}' });
    }
    if (text.includes(END_OF_CALL)) this.endCall();
    const spoken = text.replace(END_OF_CALL, '').trim();
    // end_call with nothing said: she still hears a goodbye before the line closes.
    if (this.finished && !spoken) yield `It's been so lovely talking with you, ${this.plan.recipientName}. ${this.plan.nextCallLine} Goodbye!`;
    const questions = spoken.match(/[^.!?]*\?/g);
    if (questions) this.askedQuestions.push(...questions.map((q) => q.trim()));
    for (const t of this.plan.openThreads) if (questions?.some((q) => q.toLowerCase().includes(t.question.toLowerCase().replace(/\?$/, ''))) && !this.threadsAsked.includes(t.text)) this.threadsAsked.push(t.text);
  }

  private endCall() {
    if (this.finished) return;
    this.finished = true;
    this.emit({ type: 'end_call' });
  }

  private handleTool(call: ToolCallDraft) {
    let args: Record<string, unknown> = {};
    try {
      args = call.args ? (JSON.parse(call.args) as Record<string, unknown>) : {};
    } catch {
      return;
    }
    const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 300) : '');
    if (call.name === 'end_call') this.endCall();
    else if (call.name === 'flag_concern') this.emit({ type: 'flag_concern', category: str(args.category) || 'other', detail: str(args.detail) });
    else if (call.name === 'remember') {
      const kind = str(args.kind);
      if (!['person', 'place', 'pet', 'health', 'like', 'thread'].includes(kind) || !str(args.text)) return;
      const note = { type: 'remember' as const, kind: kind as Extract<BrainEvent, { type: 'remember' }>['kind'], text: str(args.text), detail: str(args.detail) };
      this.notes.push(note);
      this.emit(note);
    }
  }
}

const rememberedSchema = z.object({
  summary: z.string().catch(''),
  facts: z.array(z.string()).catch([]),
  profile: z
    .object({
      people: z.array(profilePersonSchema).catch([]),
      places: z.array(profilePlaceSchema).catch([]),
      pets: z.array(profilePetSchema).catch([]),
      health: z.array(z.string().trim().min(1).max(200)).catch([]),
      likes: z.array(z.string().trim().min(1).max(120)).catch([]),
      openThreads: z.array(openThreadSchema.pick({ text: true, question: true })).catch([]),
    })
    .partial()
    .catch({}),
});

export class OpenAiBrain implements Brain {
  readonly kind = 'openai' as const;
  private client: OpenAI;

  constructor(
    private readonly opts: OpenAiBrainOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseUrl, maxRetries: 1, timeout: 20_000 });
  }

  startSession(plan: CallPlan): BrainSession {
    return new OpenAiSession(this.client, this.opts.model, plan, this.now);
  }

  /** Her last words, read for danger as a structured answer (strict JSON schema); null when the answer is not one. */
  async classify(utterance: string, recent: TranscriptLine[], signal?: AbortSignal): Promise<Classification | null> {
    const res = await this.client.chat.completions.create(
      {
        model: this.opts.model,
        temperature: 0,
        max_tokens: 150,
        response_format: { type: 'json_schema', json_schema: { name: 'safety_reading', strict: true, schema: CLASSIFICATION_JSON_SCHEMA } },
        messages: [
          { role: 'system', content: CLASSIFIER_PROMPT },
          { role: 'user', content: classifierInput(utterance, recent) },
        ],
      },
      { signal, maxRetries: 0 },
    );
    const parsed = classificationSchema.safeParse(safeJson(res.choices[0]?.message?.content ?? ''));
    return parsed.success ? parsed.data : null;
  }

  /** After the call: the model's summary, facts and profile notes; the embedded extractor fills in what it leaves out. */
  async remember(plan: CallPlan, transcript: TranscriptLine[]): Promise<CallMemoryNotes> {
    const res = await this.client.chat.completions.create({
      model: this.opts.model,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content: `Summarise this call with ${plan.recipientName} for the companion's memory. Answer JSON: {"summary": "one or two sentences", "facts": ["short facts she shared, in her own first-person words, at most 5"], "profile": {"people": [{"name": "", "relationship": "", "note": ""}], "places": [{"name": "", "note": ""}], "pets": [{"name": "", "kind": ""}], "health": ["short notes"], "likes": ["short"], "openThreads": [{"text": "what to follow up, e.g. knee was stiff", "question": "what to ask next time, e.g. How is your knee today?"}]}}. Only what she said; leave lists empty otherwise.`,
        },
        { role: 'user', content: transcript.map((l) => `${l.speaker}: ${l.text}`).join('\n') },
      ],
    });
    const parsed = rememberedSchema.safeParse(safeJson(res.choices[0]?.message?.content ?? '{}'));
    const at = new Date(transcript.at(-1)?.at ?? this.now().toISOString());
    const extracted = extractProfileUpdate(transcript, at);
    if (!parsed.success) return { summary: '', facts: [], profile: extracted };
    const p = parsed.data.profile;
    const profile: ProfileUpdate = {
      people: p.people?.length ? p.people : extracted.people,
      places: p.places?.length ? p.places : extracted.places,
      pets: p.pets?.length ? p.pets : extracted.pets,
      health: p.health?.length ? p.health : extracted.health,
      likes: p.likes?.length ? p.likes : extracted.likes,
      openThreads: p.openThreads?.length ? p.openThreads.map((t) => ({ ...t, source: 'call' as const, since: at.toISOString() })) : extracted.openThreads,
    };
    return { summary: parsed.data.summary.slice(0, 500), facts: parsed.data.facts.slice(0, 5), profile };
  }

  async transcribe(wav: Uint8Array, signal?: AbortSignal, hints?: { prompt?: string; language?: string }): Promise<string> {
    const res = await this.client.audio.transcriptions.create(
      {
        file: await toFile(wav, 'speech.wav', { type: 'audio/wav' }),
        model: this.opts.transcriptionModel,
        ...(hints?.prompt ? { prompt: hints.prompt } : {}),
        ...(hints?.language ? { language: hints.language } : {}),
      },
      { signal },
    );
    return res.text.trim();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
