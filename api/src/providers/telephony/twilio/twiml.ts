import twilio from 'twilio';

// What Twilio is told to do on a call (TwiML), written with the SDK's builder.

/** The alert call: the message (twice, for a moment's confusion), waiting for a key after each. */
export function alertCallTwiml(message: string, keyUrl: string): string {
  const response = new twilio.twiml.VoiceResponse();
  for (let i = 0; i < 2; i++) {
    const gather = response.gather({ numDigits: 1, action: keyUrl, method: 'POST', timeout: 8 });
    gather.say({ voice: 'Polly.Joanna' }, message);
  }
  response.say({ voice: 'Polly.Joanna' }, 'Goodbye.');
  return response.toString();
}

/** Both sides of a warm transfer meet here. */
export function conferenceTwiml(room: string, say?: string): string {
  const response = new twilio.twiml.VoiceResponse();
  if (say) response.say({ voice: 'Polly.Joanna' }, say);
  response.dial().conference({ beep: 'false', startConferenceOnEnter: true, endConferenceOnExit: false }, room);
  return response.toString();
}

export function sayAndHangUp(message: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.pause({ length: 1 });
  response.say({ voice: 'Polly.Joanna' }, message);
  response.hangup();
  return response.toString();
}

/**
 * The answer webhook's TwiML: connect the call's audio to our media stream. Twilio reports
 * the stream's life to `statusCallback`; when the stream ends while the call goes on (our
 * socket dropped), Twilio moves to the next verb, a redirect to `reconnectUrl`, which
 * connects a new stream to the same conversation.
 */
export function connectStreamTwiml(streamUrl: string, params: Record<string, string>, opts: { statusCallback?: string; reconnectUrl?: string } = {}): string {
  const response = new twilio.twiml.VoiceResponse();
  const stream = response.connect().stream({ url: streamUrl, ...(opts.statusCallback ? { statusCallback: opts.statusCallback, statusCallbackMethod: 'POST' } : {}) });
  for (const [name, value] of Object.entries(params)) stream.parameter({ name, value });
  if (opts.reconnectUrl) response.redirect({ method: 'POST' }, opts.reconnectUrl);
  return response.toString();
}
