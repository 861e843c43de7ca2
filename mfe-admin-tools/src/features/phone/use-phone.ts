import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhoneClientMessage, PhoneServerMessage } from '@fondly/contract';
import { phoneSocketUrl } from './api/phone-api';

export interface Line {
  speaker: 'companion' | 'recipient';
  text: string;
  at: string;
}

export interface PhoneCall {
  callId: string;
  recipientName: string;
  phone: string;
  state: 'ringing' | 'connected' | 'joined' | 'ended';
  endedReason?: string;
  /** Once a family member has joined (pressed 1 on an alert call): who else is on the line. */
  joinedWith?: string;
  lines: Line[];
}

/**
 * The operator's handset (docs/decisions/012-simulated-phone-protocol.md): rings, plays the
 * companion's audio in order and reports each one played, stops at once on `clear`
 * (barge-in), and sends what the "recipient" says.
 */
export function usePhone() {
  const [connected, setConnected] = useState(false);
  const [calls, setCalls] = useState<PhoneCall[]>([]);
  const [speaking, setSpeaking] = useState(false);
  const ws = useRef<WebSocket | null>(null);
  const queue = useRef<Array<{ callId: string; utteranceId: string; audio: string | null; mime: string | null; text: string }>>([]);
  const current = useRef<{ audio: HTMLAudioElement | null; utteranceId: string; callId: string; timer: number | null } | null>(null);

  const send = useCallback((m: PhoneClientMessage) => {
    if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify(m));
  }, []);

  const playNext = useCallback(() => {
    if (current.current) return;
    const next = queue.current.shift();
    if (!next) {
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    const done = () => {
      const c = current.current;
      if (!c || c.utteranceId !== next.utteranceId) return;
      if (c.timer) window.clearTimeout(c.timer);
      current.current = null;
      send({ type: 'played', callId: next.callId, utteranceId: next.utteranceId });
      playNext();
    };
    if (next.audio && next.mime) {
      const audio = new Audio(`data:${next.mime};base64,${next.audio}`);
      current.current = { audio, utteranceId: next.utteranceId, callId: next.callId, timer: null };
      audio.onended = done;
      audio.onerror = done;
      audio.play().catch(() => {
        // Autoplay refused (no click yet): show the words for as long as they would take to say.
        current.current!.timer = window.setTimeout(done, next.text.length * 65);
      });
    } else {
      current.current = { audio: null, utteranceId: next.utteranceId, callId: next.callId, timer: window.setTimeout(done, next.text.length * 65) };
    }
  }, [send]);

  const stopAudio = useCallback(() => {
    const c = current.current;
    if (c) {
      c.audio?.pause();
      if (c.timer) window.clearTimeout(c.timer);
    }
    current.current = null;
    queue.current = [];
    setSpeaking(false);
  }, []);

  useEffect(() => {
    let closed = false;
    let retry: number | null = null;
    const connect = () => {
      const socket = new WebSocket(phoneSocketUrl());
      ws.current = socket;
      socket.onopen = () => setConnected(true);
      socket.onclose = () => {
        setConnected(false);
        if (!closed) retry = window.setTimeout(connect, 2000);
      };
      socket.onmessage = (ev) => {
        const m = JSON.parse(String(ev.data)) as PhoneServerMessage;
        const update = (callId: string, fn: (c: PhoneCall) => PhoneCall) => setCalls((cs) => cs.map((c) => (c.callId === callId ? fn(c) : c)));
        switch (m.type) {
          case 'hello':
            setCalls((cs) => [
              ...cs.filter((c) => c.state === 'ended'),
              ...m.calls.map((c) => ({ callId: c.callId, recipientName: c.recipientName, phone: '', state: c.state, lines: [] })),
            ]);
            break;
          case 'ringing':
            setCalls((cs) => [...cs.filter((c) => c.callId !== m.callId), { callId: m.callId, recipientName: m.recipientName, phone: m.phone, state: 'ringing', lines: [] }]);
            break;
          case 'connected':
            update(m.callId, (c) => ({ ...c, state: 'connected' }));
            break;
          case 'companion':
            queue.current.push({ callId: m.callId, utteranceId: m.utteranceId, audio: m.audio, mime: m.mime, text: m.text });
            playNext();
            break;
          case 'clear':
            stopAudio();
            break;
          case 'transcript':
            update(m.callId, (c) => ({ ...c, lines: [...c.lines, { speaker: m.speaker, text: m.text, at: m.at }] }));
            break;
          case 'joined':
            // The companion has left: whatever it was still saying stops, and both stay on the line.
            stopAudio();
            update(m.callId, (c) => ({ ...c, state: 'joined', joinedWith: m.with }));
            break;
          case 'ended':
            if (!m.callId) break;
            stopAudio();
            update(m.callId, (c) => ({ ...c, state: 'ended', endedReason: m.reason }));
            break;
        }
      };
    };
    connect();
    return () => {
      closed = true;
      if (retry) window.clearTimeout(retry);
      ws.current?.close();
      stopAudio();
    };
  }, [playNext, stopAudio]);

  return {
    connected,
    calls,
    speaking,
    answer: (callId: string, as: 'person' | 'voicemail' = 'person') => send({ type: 'answer', callId, as }),
    decline: (callId: string) => send({ type: 'decline', callId }),
    hangup: (callId: string) => send({ type: 'hangup', callId }),
    startSpeaking: (callId: string) => send({ type: 'speech-start', callId }),
    say: (callId: string, text: string, final = true) => send({ type: 'say', callId, text, final }),
    media: (callId: string, payload: string) => send({ type: 'media', callId, payload }),
    key: (callId: string, digit: string) => send({ type: 'key', callId, digit }),
    words: (callId: string, text: string, startMs: number, endMs: number) => send({ type: 'words', callId, text, startMs, endMs }),
    dismiss: (callId: string) => setCalls((cs) => cs.filter((c) => c.callId !== callId)),
  };
}
