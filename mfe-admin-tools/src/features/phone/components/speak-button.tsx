import { useEffect, useRef, useState } from 'react';
import { Button } from '@fondly/design-system';

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

/** Speak as the recipient with the microphone, where the browser offers speech recognition. */
export function SpeakButton({ onStart, onWords }: { onStart: () => void; onWords: (text: string, final: boolean) => void }) {
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  useEffect(() => () => rec.current?.stop(), []);
  const Recognition = typeof window === 'undefined' ? undefined : Ctor();
  if (!Recognition) return null;
  const toggle = () => {
    if (listening) {
      rec.current?.stop();
      return;
    }
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = true;
    r.lang = 'en-US';
    r.onspeechstart = onStart;
    r.onresult = (e) => {
      const result = e.results[e.resultIndex];
      if (result) onWords(result[0].transcript, result.isFinal);
    };
    r.onend = () => setListening(false);
    rec.current = r;
    r.start();
    setListening(true);
  };
  return (
    <Button variant="secondary" onClick={toggle} aria-pressed={listening}>
      {listening ? 'Stop microphone' : 'Speak'}
    </Button>
  );
}
