import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DAY, recipientProfileSchema, SIGNUP_MESSAGES, signupApi, storiesApi, wizardStep1Schema, wizardStep2Schema } from '@fondly/contract';
import { apiBase, callApi } from '../client/api-client';
import { startTestServer, type TestServer } from '../client/test-server';
import { checkForm, fieldErrors, serverFieldErrors, serverMessage, statusOf } from './form-errors';

describe('fieldErrors', () => {
  it('keys a top-level field by its name', () => {
    const parsed = wizardStep1Schema.safeParse({ subscriberName: '', subscriberEmail: 'rose@' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      subscriberName: SIGNUP_MESSAGES.yourNameRequired,
      subscriberEmail: SIGNUP_MESSAGES.emailInvalid,
    });
  });

  it('keys a field inside a list by its dotted path, so each row shows its own message', () => {
    const parsed = recipientProfileSchema.safeParse({
      people: [
        { name: 'Ann', relationship: 'daughter' },
        { name: 'Tom', relationship: '' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({ 'people.1.relationship': 'Please fill in the relationship.' });
  });

  it('keeps the first message when one field breaks several rules', () => {
    expect(
      fieldErrors([
        { path: ['recipientPhone'], message: SIGNUP_MESSAGES.phoneRequired },
        { path: ['recipientPhone'], message: SIGNUP_MESSAGES.phoneInvalid },
      ]),
    ).toEqual({ recipientPhone: SIGNUP_MESSAGES.phoneRequired });
  });

  it('keys a problem with the whole input as "_"', () => {
    expect(fieldErrors([{ path: [], message: 'Please check the form.' }])).toEqual({ _: 'Please check the form.' });
  });
});

describe('checkForm', () => {
  const values = {
    recipientName: 'Rose',
    recipientPhone: '12',
    agentType: 'loneliness',
    frequency: 'weekly',
    timeZone: 'America/Chicago',
    recipientConsent: false,
  };

  it('answers the parsed data when the form is valid, with the schema\'s defaults filled in', () => {
    const check = checkForm(wizardStep2Schema, { ...values, recipientPhone: '(555) 123-4567', recipientConsent: true });
    expect(check).toEqual({ ok: true, data: { ...values, recipientPhone: '(555) 123-4567', recipientConsent: true, windowChoice: '9-12', callDays: [...EVERY_DAY] } });
  });

  it('answers the messages and puts focus on the first bad field', () => {
    document.body.innerHTML = `<form>
      <input name="recipientName"><input name="recipientPhone"><input type="checkbox" name="recipientConsent">
    </form>`;
    const form = document.querySelector('form');
    const check = checkForm(wizardStep2Schema, values, form);
    expect(check).toEqual({
      ok: false,
      errors: { recipientPhone: SIGNUP_MESSAGES.phoneInvalid, recipientConsent: SIGNUP_MESSAGES.consentRequired },
    });
    expect(document.activeElement?.getAttribute('name')).toBe('recipientPhone');
  });
});

describe('messages the server sent', () => {
  let server: TestServer;
  const refused = {
    error: {
      code: 'validation_failed',
      message: 'We can only call numbers in the US and Canada.',
      fields: { recipientPhone: 'We can only call numbers in the US and Canada.', 'people.0.name': 'Please keep the name under 80 characters.' },
    },
  };

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/api/onboard-simple') {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(refused));
      } else {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('Bad Gateway');
      }
    }, window.location.origin);
    apiBase.origin = server.origin;
  });
  afterAll(async () => {
    apiBase.origin = '';
    await server.close();
  });

  it('shows the server’s field messages under the same keys the browser uses', async () => {
    const error = await callApi(signupApi.simple, { body: {} as never }).catch((e: unknown) => e);
    expect(serverFieldErrors(error)).toEqual(refused.error.fields);
    expect(serverMessage(error)).toBe('We can only call numbers in the US and Canada.');
    expect(statusOf(error)).toBe(400);
  });

  it('has no field messages and no sentence when the answer is not our error body', async () => {
    const error = await callApi(storiesApi.dashboard).catch((e: unknown) => e);
    expect(serverFieldErrors(error)).toEqual({});
    expect(serverMessage(error)).toBeNull();
    expect(statusOf(error)).toBe(502);
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(statusOf(new Error('offline'))).toBeNull();
  });
});
