import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import { createLogger } from '../../lib/logger.js';
import { createTelephony } from './index.js';
import { SimulatedTelephony } from './simulated/telephony.js';
import { TwilioTelephony } from './twilio/telephony.js';

const logger = createLogger({ level: 'silent' });
const twilioCredentials = { TWILIO_ACCOUNT_SID: 'AC' + '0'.repeat(32), TWILIO_AUTH_TOKEN: 'x'.repeat(32), TWILIO_FROM_NUMBER: '+12125550000', OPENAI_API_KEY: 'sk-test' };
const line = (env: Record<string, string>) => createTelephony(loadConfig(env), logger);

describe('which telephony provider carries calls', () => {
  it('is the simulated phone when nothing is set, and Twilio once its three credentials are', () => {
    expect(line({})).toBeInstanceOf(SimulatedTelephony);
    expect(line(twilioCredentials)).toBeInstanceOf(TwilioTelephony);
  });

  it('is the one TELEPHONY names, whatever credentials are set', () => {
    expect(line({ ...twilioCredentials, TELEPHONY: 'simulated' })).toBeInstanceOf(SimulatedTelephony);
    expect(line({ TELEPHONY: 'twilio', ...twilioCredentials })).toBeInstanceOf(TwilioTelephony);
  });

  it('refuses a name no provider has, or Twilio named without its credentials, in the words of the setting', () => {
    expect(() => line({ TELEPHONY: 'carrier-pigeon' })).toThrow(/TELEPHONY: must be one of twilio, simulated/);
    expect(() => line({ TELEPHONY: 'twilio' })).toThrow(/TELEPHONY=twilio needs all three/);
    expect(() => loadConfig({ TELEPHONY: 'Twilio!' })).toThrow(/TELEPHONY: must be the name of a telephony provider/);
  });

  it('signs tokens with the line’s own secret: the same subject signs the same, another line’s secret does not', () => {
    const twilio = line(twilioCredentials);
    expect(twilio.sign('media:1')).toBe(line(twilioCredentials).sign('media:1'));
    expect(twilio.sign('media:1')).not.toBe(twilio.sign('media:2'));
    expect(twilio.sign('media:1')).not.toBe(line({ ...twilioCredentials, TWILIO_AUTH_TOKEN: 'y'.repeat(32) }).sign('media:1'));
  });
});
