import type { Config } from '../env.js';
import type { Logger } from '../lib/logger.js';
import { createLocalPayments } from './payments/local.js';
import type { PaymentsPort } from './payments/port.js';
import { createStripePayments } from './payments/real.js';

/**
 * The ports to the outside world. Each port has a real adapter (chosen by setting its
 * credentials in the environment) and a local one, the embedded default:
 *   telephony  Twilio            | simulated phone (admin tools) and scripted test recipient
 *   voice      ElevenLabs        | offline synthesis (espeak-ng)
 *   brain      OpenAI-compatible | scripted companion
 *   mail       SMTP (nodemailer) | the outbox itself, browsable in the admin tools
 *   payments   Stripe            | local checkout page
 * Domain code receives these interfaces and never imports an SDK.
 * Each port lives in providers/<port>/{port,real,local}.ts and adds its field here.
 */
export interface Providers {
  payments: PaymentsPort;
}

export async function createProviders(config: Config, logger: Logger): Promise<Providers> {
  return {
    payments: config.stripe ? createStripePayments(config.stripe, logger) : createLocalPayments(),
  };
}
