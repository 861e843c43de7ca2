import { useEffect, useRef, useState } from 'react';
import { Button } from '@fondly/design-system';
import { openMicLine, type MicLine } from '../mic-line';

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onspeechstart: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

const Ctor = (): (new () => Recognition) | undefined =>
  (window as unknown as { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition }).SpeechRecognition ??
  (window as unknown as { webkitSpeechRecognition?: new () => Recognition }).webkitSpeechRecognition;

/** What the microphone needs of the call: her audio out, and the words heard in it. */
export interface AudioLine {
  media(payload: string): void;
  words(text: string, startMs: number, endMs: number): void;
}

/**
 * Speak as the recipient with the microphone, where the browser offers speech recognition.
 * The audio goes to the call as a phone line's would (the server's listening front end
 * decides when she has finished), with the words the browser heard attached to it; if the
 * microphone cannot be opened, the recognised words are sent as typed ones.
 */
export function SpeakButton({ onStart, onWords, line }: { onStart: () => void; onWords: (text: string, final: boolean) => void; line?: AudioLine }) {
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  const mic = useRef<MicLine | null>(null);
  useEffect(
    () => () => {
      rec.current?.stop();
      mic.current?.stop();
    },
    [],
  );
  const Recognition = typeof window === 'undefined' ? undefined : Ctor();
  if (!Recognition) return null;
  const toggle = async () => {
    if (listening) {
      rec.current?.stop();
      return;
    }
    mic.current = line ? await openMicLine((p) => line.media(p)).catch(() => null) : null;
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = true;
    r.lang = 'en-US';
    let startedAt: number | null = null;
    r.onspeechstart = () => {
      startedAt = mic.current?.positionMs() ?? null;
      if (!mic.current) onStart();
    };
    r.onresult = (e) => {
      const result = e.results[e.resultIndex];
      if (!result) return;
      const m = mic.current;
      if (!m) return onWords(result[0].transcript, result.isFinal);
      startedAt ??= m.positionMs();
      if (!result.isFinal) return;
      // Placed on the line's clock: from when she began to now (the server takes the words inside the audio it heard).
      line!.words(result[0].transcript, Math.max(0, startedAt - 500), m.positionMs());
      startedAt = null;
    };
    r.onend = () => {
      setListening(false);
      mic.current?.stop();
      mic.current = null;
    };
    rec.current = r;
    r.start();
    setListening(true);
  };
  return (
    <Button variant="secondary" onClick={() => void toggle()} aria-pressed={listening}>
      {listening ? 'Stop microphone' : 'Speak'}
    </Button>
  );
}
