import { useState } from 'react';
import { Button, TextField, toast, usePageTitle } from '@fondly/design-system';
import { phoneTestRequestSchema } from '@fondly/contract';
import { errorMessage, formatTime, useResource, ViewHeader } from '../../components';
import { getSentTexts, getTestNumbers, placeTestCall } from './api/phone-api';
import { CallPanel } from './components/call-panel';
import { usePhone } from './use-phone';
import './components/phone.css';

/**
 * The phone simulator: with no Twilio account, Fondly's calls ring here. Answer as the
 * recipient, hear the companion, type or speak back, hang up. Scripted test numbers answer
 * by themselves.
 */
export default function PhonePage() {
  usePageTitle('Phone simulator');
  const phone = usePhone();
  const numbers = useResource(getTestNumbers);
  const texts = useResource(getSentTexts);
  const [number, setNumber] = useState('+12125551234');
  const [error, setError] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);

  const call = async () => {
    const parsed = phoneTestRequestSchema.safeParse({ phoneNumber: number });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPlacing(true);
    try {
      const result = await placeTestCall(parsed.data.phoneNumber);
      toast(result.success ? { title: 'Call placed', description: result.message } : { title: 'Failed', description: result.error ?? result.message, variant: 'destructive' });
    } catch (err) {
      toast({ title: 'Failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setPlacing(false);
    }
  };

  const twilio = numbers.data?.telephony === 'twilio';
  return (
    <section className="adm-phone" data-testid="phone-simulator">
      <ViewHeader
        title="Phone simulator"
        description={twilio ? 'Calls go through Twilio here, so nothing rings on this page.' : 'Fondly’s calls ring here. Answer as the person being called, listen, and reply by typing or speaking.'}
      />
      <p className="adm-phone__status" role="status">
        <span className="adm-phone__dot" data-on={phone.connected} aria-hidden="true" />
        {phone.connected ? 'Handset connected' : 'Connecting…'}
      </p>
      {phone.calls.length === 0 && <p>No calls right now. Place one below, or wait for a scheduled call.</p>}
      {phone.calls.map((c) => (
        <CallPanel
          key={c.callId}
          call={c}
          speaking={phone.speaking}
          onAnswer={(as) => phone.answer(c.callId, as)}
          onDecline={() => phone.decline(c.callId)}
          onHangup={() => phone.hangup(c.callId)}
          onStartSpeaking={() => phone.startSpeaking(c.callId)}
          onSay={(text, final) => phone.say(c.callId, text, final)}
          onKey={(digit) => phone.key(c.callId, digit)}
          line={{ media: (payload) => phone.media(c.callId, payload), words: (text, startMs, endMs) => phone.words(c.callId, text, startMs, endMs) }}
          onDismiss={() => phone.dismiss(c.callId)}
        />
      ))}
      {!twilio && (
        <>
          <h2>Place a test call</h2>
          <div className="adm-phone__say adm-phone__dial">
            <TextField label="Phone number" hint="Any number outside 555-0100 to 555-0199 rings on this page." value={number} error={error} onChange={(e) => setNumber(e.target.value)} />
            <Button onClick={call} loading={placing} loadingText="Calling…">
              Call
            </Button>
          </div>
          <h2>Texts sent</h2>
          <p>
            Alert texts and mobile confirmation codes the simulated phone sent.{' '}
            <Button variant="ghost" onClick={() => texts.reload()}>
              Refresh
            </Button>
          </p>
          {texts.data && texts.data.texts.length === 0 && <p>No texts yet.</p>}
          {texts.data && texts.data.texts.length > 0 && (
            <ul className="adm-phone__numbers" aria-label="Texts sent">
              {texts.data.texts.map((t) => (
                <li key={t.id}>
                  <code>{t.to}</code> {formatTime(t.at)}: {t.body}
                </li>
              ))}
            </ul>
          )}
          {numbers.data && (
            <>
              <h2>Scripted test numbers</h2>
              {/* A family's number in the reserved range never rings here: said, so a walk does not wait for it (issue 30 walk). */}
              <p>Numbers ending 555-0100 to 555-0199, in any area code, answer by themselves: these as listed, every other one as Cheerful.</p>
              <ul className="adm-phone__numbers">
                {numbers.data.numbers.map((n) => (
                  <li key={n.phone}>
                    <code>{n.phone}</code>: {n.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
