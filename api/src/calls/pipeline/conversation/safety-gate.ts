import type { CallFlag } from '../../../db/schema/index.js';
import type { Brain, BrainEvent } from '../ports/brain.js';
import { assess, CONSENT_QUESTION, isOptOut, OPT_OUT_QUESTION, optOutResponse, RECORDING_ASK, RECORDING_QUESTION, WARY_OF_A_SALE, type Concern } from '../safety/index.js';
import { storyFrame, type AroundHerWords } from '../safety/story-frame.js';
import { ABOUT_MONEY, analyse, toldSomething, type Heard } from '../understanding/listen.js';
import { CALM, escalate, type EscalationInput, type EscalationState, type Step } from '../safety/escalation.js';
import type { Clock } from './clock.js';
import type { Dialogue } from './dialogue.js';
import { isYes, saysNoToRecordings, saysYesToRecordings, STOP_QUESTION } from './fixed-lines.js';
import type { Speaker } from './speaker.js';
import type { EndReason } from './terms.js';
import type { Transcript } from './transcript.js';
import type { TurnTaking } from './turn-taking.js';

/**
 * Her yes to being called, as people say it: "yes", and "that'd be lovely", "of course", "go on
 * then", "why not", "I'd like that". A no or a wish to stop is read before this.
 */
export function consents(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  // "Yeah, hello?", "Hello, yes?": how the phone is answered, not a yes to the calls.
  if (/^\s*(oh,? )?((yes|yeah|yep|aye),? )?(hello|hallo|hullo|hi|hiya|hey)( there)?,?( (yes|yeah|dear|love))?[?.!\s]*$/.test(t)) return false;
  // "Yes?", "Aye?": how the phone is answered, a question back, not a yes.
  if (/^\s*((yes|yeah|yep|aye|mm+|uh-?huh|speaking)[?,.!\s]*)+\?\s*$/.test(t)) return false;
  // "If you like", "as long as you're not selling anything": a yes with a condition is a yes (a sale's wariness is answered by the gate first).
  if (/^\W*(oh,? |well,? )?(if you (like|want|must|wish|insist)|as long as\b|so long as\b|provided\b)/.test(t) && !/\b(no|nope|rather not|stop)\b/.test(t)) return true;
  if (isYes(t) || /\b(i )?(don't|do not) mind\b|\bwhy not\b/.test(t)) return !/\b(no|nope|rather not)\b/.test(t);
  // "Yes dear, I don't get many calls": a yes at the start, whatever follows it (but a no to the calls).
  if (/^\W*(oh,? |well,? )?(yes|yeah|yep|aye|of course|certainly|ok(ay)?|sure)\b/.test(t) && !/\b(no more|stop|rather not|don'?t want (these|the|your|any) calls)\b/.test(t)) return true;
  if (/\b(no|nope|never|rather not|don'?t|do not)\b/.test(t)) return false;
  return /\b(go on,? then|of course|certainly|by all means|(that'?d|that would|that will|that'?ll|it'?d|it would) be (lovely|nice|fine|grand|great|champion|wonderful|alright|all right)|that'?s (fine|lovely|grand|alright|all right|ok|okay)|(i'?d|i would) (like|love) (that|it)|(love|happy|glad|delighted) to|fine by me|suits me|i suppose so)\b|^\s*(oh,? )?(lovely|fine|grand|alright|all right)\b/.test(t);
}

/** Her no to being called now and then (when she did not consent): a no at the start, or a refusal of the calls themselves. */
function refusesTheCalls(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  return /^\W*(oh,? |well,? |um+,? |er+,? )?(no|nope|nah|not really|no thanks?( you)?|i'?d rather not|i would rather not|rather not|not interested|i don'?t think so|certainly not|definitely not)\b/.test(t) || /\b(i'?d|i would) rather (you )?(not|didn'?t)\b|\b(don'?t|do not) (want|need) (to be called|any calls|these calls|your calls|a call|calls|you (to )?(call|ring|phone))\b/.test(t);
}

/** A hello back, perhaps with "how are you?", and nothing else. */
function onlyAHello(text: string, heard: Heard): boolean {
  return heard.intent === 'greeting' || (heard.intent === 'asks-back' && /^\s*(oh,? |well,? )?(hello|hi|hiya|hey|good (morning|afternoon|evening))\b/i.test(text) && text.split(/\s+/).length <= 10);
}

/**
 * "Who's this?", "Pardon?", a bare "Hello?", or only a hello back ("Oh hello dear, how are you?"):
 * her words say she did not take in, or did not answer, whether she is happy to be called (the
 * blind companion round of 2026-11-27: the call went on after a plain greeting in 8 of 11 first calls).
 */
function didNotHearIt(text: string, heard: Heard, hello: boolean): boolean {
  if (heard.intent === 'who' || heard.intent === 'pardon' || heard.intent === 'confused') return true;
  if (hello && !consents(text)) return true;
  // Wary of a sales call ("If you're selling something, I'm not interested"): who is calling, and the promise about money, first.
  if (WARY_OF_A_SALE.test(text)) return true;
  // A question of hers about the call ("Is this one of those scams?") is answered before her say is asked again.
  if (heard.intent === 'asks-companion' && /\?\s*$/.test(text)) return true;
  return /^\s*((hello|hallo|hullo|yes|yeah|yep|aye|speaking)[?,.!\s]*)+\?\s*$/i.test(text);
}

/**
 * Her words after the recording question that do not answer it, and the line that asks it once
 * more: who is calling ("Who's this?"), the question again ("Pardon?", "What was that?", a bare
 * "Hello?"), or what it means ("What would you do with them?", "Who hears them?"). A yes, a no and
 * anything else (her chat) are answers: null.
 */
function askRecordingAgain(text: string, heard: Heard, who: { introduction: string; name: string }): string | null {
  if (saysYesToRecordings(text)) return null;
  if (heard.intent === 'who') return `${who.introduction} ${RECORDING_ASK}`;
  if (heard.intent === 'pardon' || heard.intent === 'confused') return `Let me say that again, ${who.name}. ${RECORDING_ASK}`;
  if (/^\s*((hello|hallo|hullo)[?,.!\s]*)+$/i.test(text)) return `Yes, I'm still here, ${who.name}. ${RECORDING_ASK}`;
  if (/^\W*(oh,? |well,? )?(no|nope|nah)\b/i.test(text)) return null;
  const aboutIt = /\b(record\w*|keep|kept|voice|tapes?|listen\w*|hear|who|why|what for|what (would|will|do) you do|how long|where|safe|private|share|sell)\b/i.test(text);
  if (/\?\s*$/.test(text) && aboutIt && text.split(/\s+/).length <= 15)
    return `They'd be short pieces of your own words from our chats. Only your family can listen to them, on private links, and nothing of your voice is kept if you say no. ${RECORDING_ASK}`;
  return null;
}

/** News of her own, not a hello or a pleasantry. */
const toldNews = (heard: Heard) => heard.intent !== 'greeting' && toldSomething(heard);

/**
 * The safety gate stage: every one of her utterances passes here before the dialogue may
 * answer. Distress is escalated by the pure state machine in safety/escalation.ts (this applies
 * its outputs in order); the model reads her words in parallel when one is configured; her
 * consent, a wish to stop the calls and the 9 key's question are settled here too.
 */
export class SafetyGate {
  private state: EscalationState = CALM;
  /** The first call asked whether she is happy to be called. */
  awaitingConsent = false;
  /** Her first words did not hear the consent question ("Who's this?", "Pardon?", a bare "Hello?"): it is asked once more, after who is calling. */
  private consentAskedAgain: 'after-hello' | 'with-introduction' | null = null;
  /** After a second "Pardon?": asked once more in fewer words. */
  private consentAskedPlainly = false;
  /**
   * Whether her voice may be kept (docs/recordings.md): `after-consent` is asked once she has
   * answered the call's consent question; `asked` means her next words answer it.
   */
  recordingQuestion: 'after-consent' | 'asked' | null = null;
  /** Her first words after the recording question did not answer it: it was asked once more. */
  private recordingAskedAgain = false;
  /** "Would you like me to stop calling?" was asked (the 9 key, or words that sounded like it): her next words answer it. */
  private stopQuestion = false;
  /** Her words asking to stop the calls, heard while a safety question took the turn: asked about once it is settled. */
  private stopPending: string | null = null;

  constructor(
    private readonly deps: {
      brain: Brain;
      name: string;
      /** Who is calling and for whom ("This is Fondly, an AI companion calling on behalf of Sarah."), said before the consent question is asked again. */
      introduction: string;
      stayMs: number;
      transcript: Transcript;
      speaker: Speaker;
      turns: TurnTaking;
      dialogue: Dialogue;
      clock: Clock;
      /** Logs a finding on the call (the family is told of distress and opt-outs). */
      onFlag: (flag: CallFlag) => Promise<void>;
      /** Queues these last words, after `before`; then the call ends. */
      lastWords: (reason: EndReason, words: string, before?: Promise<unknown>) => void;
      /** Runs `fn` after `ms` unless the call has ended. */
      after: (ms: number, fn: () => void) => void;
      ended: () => boolean;
      onError: (err: unknown) => void;
    },
  ) {}

  /** The companion model's flag_concern tool: it can add an alert the rules did not raise, never silence one. */
  onBrainEvent(e: BrainEvent) {
    if (e.type !== 'flag_concern' || this.deps.ended()) return;
    this.feed({ type: 'model-flag', category: e.category, detail: e.detail, sheSpoke: this.deps.transcript.sheSpoke });
  }

  /** Her words (already in the transcript). True when the dialogue should answer them. */
  hear(text: string): boolean {
    if (this.answersStopQuestion(text)) return false;
    const concern = assess(text);
    const wantsToStop = isOptOut(text);
    const story = storyFrame(text, this.around());
    if (!this.feed({ type: 'words', text, concern, story }, concern).goOn) {
      // The safety question comes first; her wish to stop is asked about as soon as that is settled, never dropped.
      if (wantsToStop) this.stopPending = text;
      return false;
    }
    if (this.stopPending !== null && !wantsToStop) {
      this.stopPending = null;
      return this.askToStop();
    }
    // Her words read once for the consent question (only while it waits for her answer).
    const heard = this.awaitingConsent ? analyse(text) : null;
    const hello = heard !== null && onlyAHello(text, heard);
    // Asked again once; after a hello back ("Hello, Margaret!" and the question), "Who is this?" still gets who is calling and the question.
    const mayAskAgain = this.consentAskedAgain === null || (this.consentAskedAgain === 'after-hello' && !hello);
    // Hard of hearing: a second "Pardon?" hears the question once more, shorter and plainer; a third goes on to the chat.
    if (heard && !wantsToStop && !mayAskAgain && !this.consentAskedPlainly && (heard.intent === 'pardon' || /^\s*(what|eh|huh)\s*\??\s*$/i.test(text) || didNotHearIt(text, heard, hello))) {
      this.consentAskedPlainly = true;
      this.deps.turns.dropPendingReply();
      // "Who did you say you were?" asked a second time: who is calling, said again, then the plain question (the blind companion round N: taken for a yes).
      const who = heard.intent === 'who' || /\bwho\b/i.test(text) ? `${this.deps.introduction} ` : '';
      this.deps.dialogue.say(`${who}${this.deps.name}, may I ring you now and then for a chat? Just say yes or no.`);
      return false;
    }
    if (heard && !wantsToStop && mayAskAgain && didNotHearIt(text, heard, hello)) {
      // Her words asked who it is or what was said: not a yes, not a no, nor a reason to go on without her say.
      this.consentAskedAgain = hello ? 'after-hello' : 'with-introduction';
      this.deps.turns.dropPendingReply();
      // "Is this a scam?": the plain promise first.
      const money = ABOUT_MONEY.test(text) || /\b(sell|selling|buy)\b/i.test(text) ? " I'll never ask you for money or bank details." : '';
      // Only a hello back: greeted in turn (and asked how the companion is, answered), then the question once more.
      if (hello) {
        const asked = /\bhow (are|r) (you|ya)\b|\bhow('?s| is) (it going|things|you)\b|\byou (alright|all right|ok|okay)\b/i.test(text);
        this.deps.dialogue.say(`${asked ? "I'm very well, thank you for asking." : `Hello, ${this.deps.name}!`} ${CONSENT_QUESTION}`);
        return false;
      }
      this.deps.dialogue.say(`${this.deps.introduction}${money} ${CONSENT_QUESTION}`);
      return false;
    }
    if (this.awaitingConsent) {
      this.awaitingConsent = false;
      const consented = consents(text) && !wantsToStop;
      if (consented) void this.flag('consent', 'given', text);
      // Only a no to the calls ends them: "Yes dear, I don't get many calls" and "What do you want?" are not one (the blind companion round J: two wrongful stops).
      else if (wantsToStop || refusesTheCalls(text)) return this.optOut(`${CONSENT_QUESTION} ${text}`);
      // Her first words were news, not a yes or a hello: they are answered; the recording question waits for the next call's opening.
      if (!consented && this.recordingQuestion === 'after-consent' && heard && toldNews(heard)) this.recordingQuestion = null;
      if (this.recordingQuestion === 'after-consent') {
        this.recordingQuestion = 'asked';
        this.deps.turns.dropPendingReply();
        this.deps.dialogue.say(RECORDING_QUESTION);
        return false;
      }
    } else if (this.recordingQuestion === 'asked') {
      // "Pardon?", "Who's this?", "What would you do with them?": not an answer; told, and asked once more.
      const again = this.recordingAskedAgain || wantsToStop ? null : askRecordingAgain(text, analyse(text), this.deps);
      if (again) {
        this.recordingAskedAgain = true;
        this.deps.turns.dropPendingReply();
        this.deps.dialogue.say(again);
        return false;
      }
      // Only a clear yes keeps her voice; a no, or anything unclear, keeps none. A wish to stop the calls is not an answer to it.
      this.recordingQuestion = null;
      const answer = saysYesToRecordings(text) ? 'given' : saysNoToRecordings(text) ? 'declined' : 'unclear';
      if (!wantsToStop) void this.flag('recording-consent', answer, text);
    }
    if (wantsToStop) {
      this.stopPending = null;
      return this.askToStop();
    }
    return true;
  }

  /** What was said around her last words: the companion's line before them, and her turn before that. */
  private around(): AroundHerWords {
    const lines = this.deps.transcript.lines;
    let i = lines.length - 1;
    while (i >= 0 && lines[i]!.speaker === 'recipient') i--;
    const companion = i >= 0 ? lines[i]!.text : undefined;
    while (i >= 0 && lines[i]!.speaker !== 'recipient') i--;
    const herBefore = i >= 0 ? lines[i]!.text : undefined;
    return { companion, herBefore };
  }

  /** "Would you like me to stop calling you?", instead of a reply. */
  private askToStop(): false {
    this.deps.turns.dropPendingReply();
    this.stopQuestion = true;
    this.deps.dialogue.say(OPT_OUT_QUESTION);
    return false;
  }

  /**
   * She asked to stop the calls while something was wrong and the call ended before she could
   * be asked: the family hears of her wish with the alert (nothing is stopped unconfirmed).
   */
  async unansweredStopRequest(): Promise<void> {
    if (this.stopPending === null) return;
    const words = this.stopPending;
    this.stopPending = null;
    await this.flag('note', 'opt-out-request', `${words} (she asked to stop the calls; the call ended before she could be asked)`);
  }

  /** Nothing said for the silence setting: true when the safety net answers it (her silence after a worry). */
  silence(): boolean {
    return !this.feed({ type: 'silence' }).goOn;
  }

  /** The 9 key asked "Would you like me to stop calling?". */
  askedToStop() {
    this.stopQuestion = true;
  }

  /** Her answer to "Would you like me to stop calling?": a yes stops the calls (the opt-out path); anything else carries on. */
  private answersStopQuestion(text: string): boolean {
    if (!this.stopQuestion) return false;
    this.stopQuestion = false;
    if (!isYes(text)) return false;
    this.optOut(`${STOP_QUESTION} ${text}`);
    return true;
  }

  private optOut(utterance: string): false {
    this.deps.turns.dropPendingReply();
    const recorded = this.flag('opt-out', 'opt-out', utterance);
    this.deps.lastWords('opt-out', optOutResponse(this.deps.name), recorded);
    return false;
  }

  /** Logs a finding on the call; resolves when recorded (a failure is reported, never thrown). */
  private flag(kind: CallFlag['kind'], category: string, utterance: string): Promise<void> {
    const at = new Date(this.deps.clock.now()).toISOString();
    return this.deps.onFlag({ kind, category, utterance, at }).catch((err) => this.deps.onError(err));
  }

  /** One step of the escalation machine, its outputs applied in order. */
  private feed(input: EscalationInput, concern: Concern | null = null): Step {
    const step = escalate(this.state, input, this.deps.name);
    this.state = step.state;
    const { turns, speaker, dialogue } = this.deps;
    let alerted: Promise<void> | undefined;
    for (const out of step.out) {
      if (out.type === 'cut-in') {
        turns.dropPendingReply();
        if (speaker.speaking) turns.bargeIn();
      } else if (out.type === 'drop-reply') turns.dropPendingReply();
      else if (out.type === 'alert') alerted = this.flag(out.kind, out.category, out.utterance);
      else if (out.type === 'say') dialogue.say(out.line, { interruptible: out.interruptible, before: out.afterAlert ? alerted : undefined });
      else if (out.type === 'end') this.deps.lastWords('distress', out.words);
      else if (out.type === 'stay-clock') this.deps.after(this.deps.stayMs, () => this.feed({ type: 'stay-over' }));
      else if (out.type === 'ask-model' && input.type === 'words') this.readForDanger(input.text, concern);
    }
    return step;
  }

  /**
   * The second tier (decision 081): with a model configured, her words are also read by it,
   * in parallel with the reply. It can raise an alert the rules did not (she stays on the line
   * as for any urgent concern) or a note for the family; it never silences a rule.
   */
  private readForDanger(text: string, rule: Concern | null) {
    const { brain, ended } = this.deps;
    const classify = brain.classify?.bind(brain);
    if (!classify || ended()) return;
    const recent = this.deps.transcript.lines.slice(-7, -1);
    void classify(text, recent)
      .then((reading) => {
        if (!ended()) this.feed({ type: 'model-reading', text, reading, ruleFound: !!rule });
      })
      .catch((err) => this.deps.onError(err));
  }
}
