import { linearToMulaw, mulawToLinear } from '@fondly/contract/mulaw';

/**
 * Just enough audio handling for the telephone: WAV (PCM 16-bit) in, 8 kHz mu-law out
 * (what Twilio's media streams carry), and mu-law back to PCM for speech detection.
 */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export function parseWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let offset = 12;
  let sampleRate = 22050;
  let channels = 1;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(wav[offset]!, wav[offset + 1]!, wav[offset + 2]!, wav[offset + 3]!);
    let size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      sampleRate = view.getUint32(offset + 12, true);
    } else if (id === 'data') {
      // espeak writes a streaming header whose data size may be 0 or too large.
      if (size === 0 || offset + 8 + size > wav.byteLength) size = wav.byteLength - offset - 8;
      const frames = Math.floor(size / 2 / channels);
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(offset + 8 + i * 2 * channels, true);
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  return { sampleRate, samples: new Int16Array(0) };
}

export function wavDurationMs(wav: Uint8Array): number {
  const pcm = parseWav(wav);
  return Math.round((pcm.samples.length / pcm.sampleRate) * 1000);
}

export function resample(pcm: Pcm, rate: number): Pcm {
  if (pcm.sampleRate === rate) return pcm;
  const ratio = pcm.sampleRate / rate;
  const out = new Int16Array(Math.floor(pcm.samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    // Average the source samples this output sample covers: a cheap low-pass against aliasing.
    const start = Math.floor(i * ratio);
    const end = Math.max(start + 1, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end && j < pcm.samples.length; j++) sum += pcm.samples[j]!;
    out[i] = Math.round(sum / (end - start));
  }
  return { sampleRate: rate, samples: out };
}

// The G.711 mu-law pair lives with the phone's wire format (the operator page encodes with it too).
export { linearToMulaw, mulawToLinear };

export function wavToMulaw8k(wav: Uint8Array): Uint8Array {
  const pcm = resample(parseWav(wav), 8000);
  const out = new Uint8Array(pcm.samples.length);
  for (let i = 0; i < out.length; i++) out[i] = linearToMulaw(pcm.samples[i]!);
  return out;
}

/** A 16-bit mono WAV around PCM samples (for transcription of what the caller said). */
export function pcmToWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const out = new Uint8Array(44 + samples.length * 2);
  const v = new DataView(out.buffer);
  const text = (o: number, s: string) => [...s].forEach((c, i) => (out[o + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i]!, true);
  return out;
}
