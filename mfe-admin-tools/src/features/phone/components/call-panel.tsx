import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@fondly/design-system';
import type { PhoneCall } from '../use-phone';
import { SpeakButton, type AudioLine } from './speak-button';

interface Props {
  call: PhoneCall;
  speaking: boolean;
  onAnswer: (as: 'person' | 'voicemail') => void;
  onDecline: () => void;
  onHangup: () => void;
  onStartSpeaking: () => void;
  onSay: (text: string, final: boolean) => void;
  /** The microphone's audio and the words heard in it. */
  line: AudioLine;
  /** A key on the handset's keypad. */
  onKey: (digit: string) => void;
  onDismiss: () => void;
}

/** The keys a call listens for (FAQ: "Can they use the keys on their phone during a call?"). */
const KEYS: Array<[string, string]> = [
  ['1', 'join her call (on an alert call)'],
  ['0', 'hear the last sentence again'],
  ['9', 'ask to stop the calls'],
];

/** One call on the handset: ringing (answer, voicemail, decline), connected (talk, hang up), joined with family (hang up), or ended. */
export function CallPanel({ call, speaking, onAnswer, onDecline, onHangup, onStartSpeaking, onSay, line, onKey, onDismiss }: Props) {
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  // The newest line is what the operator answers: keep it in view as lines arrive and grow.
  const linesRef = useRef<HTMLOListElement>(null);
  const newest = call.lines.at(-1)?.text;
  useLayoutEffect(() => {
    const list = linesRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [call.lines.length, newest]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words) return;
    onSay(words, true);
    setText('');
    setTyping(false);
  };
  return (
    <section className="adm-phone__call" data-state={call.state} aria-label={`Call for ${call.recipientName}`}>
      <h2>
        {call.state === 'ringing'
          ? `Incoming call for ${call.recipientName}`
          : call.state === 'connected'
            ? `On a call as ${call.recipientName}`
            : call.state === 'joined'
              ? `On the line with ${call.joinedWith}`
              : `Call ended`}
      </h2>
      {call.phone && <p className="adm-phone__status">{call.phone}</p>}
      {call.state === 'ringing' && (
        <div className="adm-phone__actions">
          <Button onClick={() => onAnswer('person')}>Answer</Button>
          <Button variant="secondary" onClick={() => onAnswer('voicemail')}>
            Let it go to voicemail
          </Button>
          <Button variant="ghost" onClick={onDecline}>
            Decline
          </Button>
        </div>
      )}
      {call.lines.length > 0 && (
        <ol ref={linesRef} className="adm-phone__lines" aria-label="Conversation" aria-live="polite">
          {call.lines.map((l, i) => (
            <li key={i} className="adm-phone__line" data-speaker={l.speaker}>
              {l.text}
            </li>
          ))}
        </ol>
      )}
      {call.state === 'connected' && (
        <>
          {speaking && <p className="adm-phone__speaking">Fondly is speaking… start typing to interrupt.</p>}
          <form className="adm-phone__say" onSubmit={submit}>
            <TextField
              label={`Say something as ${call.recipientName}`}
              value={text}
              autoComplete="off"
              onChange={(e) => {
                // The first keystroke counts as starting to speak: a possible barge-in.
                if (!typing && e.target.value) onStartSpeaking();
                setTyping(Boolean(e.target.value));
                setText(e.target.value);
              }}
            />
            <Button type="submit">Say it</Button>
            <SpeakButton onStart={onStartSpeaking} onWords={onSay} line={line} />
          </form>
          <div className="adm-phone__keypad" role="group" aria-label="Keypad">
            {KEYS.map(([digit, what]) => (
              <Button key={digit} variant="secondary" onClick={() => onKey(digit)} aria-label={`Press ${digit}: ${what}`} title={what}>
                {digit}
              </Button>
            ))}
          </div>
          <div className="adm-phone__actions">
            <Button variant="destructive" onClick={onHangup}>
              Hang up
            </Button>
          </div>
        </>
      )}
      {call.state === 'joined' && (
        <div className="adm-phone__actions">
          <p className="adm-phone__status" data-testid="joined-note">
            Fondly has left the call: you are both on the line. (The simulated phone carries no voices between the two handsets.)
          </p>
          <Button variant="destructive" onClick={onHangup}>
            Hang up
          </Button>
        </div>
      )}
      {call.state === 'ended' && (
        <div className="adm-phone__actions">
          <p className="adm-phone__status">{call.endedReason}</p>
          <Button variant="secondary" onClick={onDismiss}>
            Clear
          </Button>
        </div>
      )}
    </section>
  );
}
