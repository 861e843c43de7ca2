import { linearToMulaw } from '@fondly/contract';

/** The microphone as a phone line: what the page sends is what Twilio sends for a caller. */
export interface MicLine {
  /** ms of audio sent so far on this call: the clock the recognised words are placed on. */
  positionMs(): number;
  stop(): void;
}

const RATE = 8000;
/** Frames go out 100 ms at a time (five of Twilio's 20 ms frames). */
const BATCH = 800;

/**
 * Opens the microphone and sends it as 8 kHz mu-law (base64), the phone line's format. Each
 * 1/8000 s is the mean of the browser's samples in it (a simple low-pass before decimation).
 * Rejects when the browser has no microphone or it was refused.
 */
export async function openMicLine(send: (payload: string) => void): Promise<MicLine> {
  const media = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  const ctx = new AudioContext();
  const source = ctx.createMediaStreamSource(media);
  // ScriptProcessor is old but everywhere, and 8 kHz needs no precision in timing.
  const node = ctx.createScriptProcessor(4096, 1, 1);
  const ratio = ctx.sampleRate / RATE;
  let offset = 0;
  let batch: number[] = [];
  let sent = 0;
  node.onaudioprocess = (e) => {
    const input = e.inputBuffer.getChannelData(0);
    let pos = offset;
    for (; pos + ratio <= input.length; pos += ratio) {
      let sum = 0;
      const from = Math.floor(pos);
      const to = Math.max(from + 1, Math.floor(pos + ratio));
      for (let i = from; i < to; i++) sum += input[i]!;
      batch.push(linearToMulaw(Math.round((sum / (to - from)) * 32767)));
      if (batch.length >= BATCH) {
        send(btoa(String.fromCharCode(...batch)));
        sent += batch.length;
        batch = [];
      }
    }
    offset = pos - input.length;
  };
  source.connect(node);
  node.connect(ctx.destination);
  return {
    positionMs: () => ((sent + batch.length) / RATE) * 1000,
    stop: () => {
      node.disconnect();
      source.disconnect();
      for (const t of media.getTracks()) t.stop();
      void ctx.close();
    },
  };
}
