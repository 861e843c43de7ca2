import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('starts on embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c.database).toEqual({ kind: 'pglite', dataDir: '.data' });
    expect(c.port).toBe(3000);
    expect(c.remotes.find((r) => r.name === 'marketing')).toEqual({ name: 'marketing', baseUrl: 'http://localhost:3001', version: '1.0.0' });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it('stops with a message naming each bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OPERATOR_TOKEN: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL: must start with postgres://');
      expect(msg).toContain('OPERATOR_TOKEN: must be at least 32 characters');
    }
  });

  it('refuses real calls with no transcriber: the companion would hear nothing she says', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC' + '0'.repeat(32), TWILIO_AUTH_TOKEN: 'x'.repeat(32), TWILIO_FROM_NUMBER: '+12125550000' };
    expect(() => loadConfig(twilio)).toThrow(/DEEPGRAM_API_KEY or OPENAI_API_KEY: real calls \(TWILIO_\*\) need a transcriber/);
    // OpenAI alone: its Realtime transcription streams, Whisper stands behind it.
    const openai = loadConfig({ ...twilio, OPENAI_API_KEY: 'sk-test' });
    expect(openai.twilio?.fromNumber).toBe('+12125550000');
    expect(openai.transcriber?.kind).toBe('openai-realtime');
    // Deepgram alone streams; asking for a transcriber without its key is refused.
    expect(loadConfig({ ...twilio, DEEPGRAM_API_KEY: 'dg-test' }).transcriber?.kind).toBe('deepgram');
    expect(() => loadConfig({ ...twilio, OPENAI_API_KEY: 'sk-test', TRANSCRIBER: 'deepgram' })).toThrow(/DEEPGRAM_API_KEY: TRANSCRIBER=deepgram needs it/);
  });
});
