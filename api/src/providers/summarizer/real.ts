/**
 * The real adapter of the summarize capability (api/src/summaries/port.ts): any
 * OpenAI-compatible chat API. It lives with the other outside services; the port, the local
 * extractive summary and the faithfulness check live in api/src/summaries.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import type { Logger } from '../../lib/logger.js';
import { saidByRecipient } from '../../summaries/faithful.js';
import { summarizeExtractively } from '../../summaries/local.js';
import { callSummarySchema, type CallSummary, type Summarizer, type SummaryInput } from '../../summaries/port.js';

/**
 * What the model is asked to return. Kept free of length limits (not every compatible API
 * accepts them in strict mode); the answer is then checked against callSummarySchema.
 */
const modelAnswerSchema = z.object({
  title: z.string(),
  body: z.string(),
  quotes: z.array(z.string()),
  wellness: z
    .object({ mood: z.string().nullable(), sleep: z.string().nullable(), appetite: z.string().nullable(), worries: z.array(z.string()) })
    .nullable(),
});

/** Strict structured output wants every object closed and no $schema key. */
function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) if (k !== '$schema') out[k] = close(v);
      if (out.type === 'object') out.additionalProperties = false;
      return out;
    }
    return node;
  };
  return close(z.toJSONSchema(schema)) as Record<string, unknown>;
}

const RULES = `You write for the family of an older person, after a phone call between them and Fondly, an AI companion.
Rules that must never be broken:
- Use only what the older person actually said in the transcript. Never invent names, places, events, feelings or health facts.
- Quotes must be copied word for word from the older person's lines.
- Warm, plain, respectful English. Refer to the person by name. No medical advice.`;

const TASK = {
  loneliness: `Write a Moment: "body" is 2 or 3 warm sentences about the call (what they talked about, in their words where possible).
"title" is short, e.g. "A Moment with <name>". "quotes": one or two short verbatim quotes.
"wellness": mood, sleep, appetite as short notes quoting what was said, or null when not mentioned; "worries": anything that should concern the family, quoted; empty when none.`,
  stories: `Write a story: "title" is a short title for what they told; "body" is a short narrative (150 to 350 words, paragraphs separated by a blank line) in their own words where possible, first person as they told it.
"quotes": one or two memorable verbatim quotes. "wellness": null.`,
};

function transcriptText(input: SummaryInput): string {
  return input.transcript.map((l) => `${l.speaker === 'recipient' ? input.recipientName : 'Companion'}: ${l.text}`).join('\n');
}

/** A summary from any OpenAI-compatible chat API with a JSON schema, checked for faithfulness. */
export function createOpenAiSummarizer(
  settings: { apiKey: string; baseUrl: string | null; model: string; timeoutMs?: number },
  logger: Logger,
): Summarizer {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs ?? 60_000,
    maxRetries: 2,
  });
  const responseFormat = {
    type: 'json_schema' as const,
    json_schema: { name: 'call_summary', strict: true, schema: strictJsonSchema(modelAnswerSchema) },
  };
  return {
    kind: 'brain',
    async summarize(input: SummaryInput): Promise<CallSummary> {
      const completion = await client.chat.completions.create({
        model: settings.model,
        temperature: 0.3,
        response_format: responseFormat,
        messages: [
          { role: 'system', content: `${RULES}\n\n${TASK[input.kind]}` },
          {
            role: 'user',
            content: `The older person is ${input.recipientName}; in what you write, call this person ${input.calledBy ?? input.recipientName.split(' ')[0]}${input.pronoun ? ` (${input.pronoun === 'her' ? 'she/her' : 'he/his'})` : ', by name, with no pronoun'}. The "wellness" notes are about how the person is now: appetite is only about food and eating; a memory from long ago belongs to no note; a question the person asked is never a quote.\n\nTranscript:\n${transcriptText(input)}`,
          },
        ],
      });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('The language model returned no summary');
      const parsed = callSummarySchema.safeParse({ ...modelAnswerSchema.parse(JSON.parse(content)) });
      if (!parsed.success) throw new Error(`The language model's summary did not fit the schema: ${parsed.error.message}`);
      const summary = parsed.data;
      // Faithfulness: a quote the recipient never said is dropped; with none left, the local
      // extractive quotes stand in.
      const quotes = summary.quotes.filter((q) => saidByRecipient(q, input.transcript));
      if (quotes.length < summary.quotes.length) {
        logger.warn({ dropped: summary.quotes.length - quotes.length }, 'dropped quotes the recipient never said');
      }
      return {
        ...summary,
        quotes: quotes.length || !summary.quotes.length ? quotes : summarizeExtractively(input).quotes,
        wellness: input.kind === 'loneliness' ? summary.wellness : null,
      };
    },
  };
}
