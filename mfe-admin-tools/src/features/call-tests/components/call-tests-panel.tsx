import { useRef, useState, type ReactNode } from 'react';
import { Button, SelectField, TextAreaField, TextField, fieldErrors } from '@fondly/design-system';
import { ApiError } from '@fondly/design-system/client';
import {
  fullCallFlowRequestSchema,
  phoneTestRequestSchema,
  TEST_PHONE_MESSAGE,
  TOPICS,
  voiceTestRequestSchema,
} from '@fondly/contract';
import { useOperator } from '../../../components';
import { CALL_TESTS, runCallTest, type CallTestInput, type CallTestKind } from '../api/run-call-test';
import { ResultCard, type TestRun } from './result-card';
import './call-tests.css';

const PHONE_KEY = 'fondly.admin.test-phone';
const DEFAULT_TEXT = 'Hello! This is Fondly, calling to hear how your day is going.';

function rememberedPhone(): string {
  try {
    return window.localStorage.getItem(PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The four call tests of spec section 2 and their result cards, newest first. */
export function CallTestsPanel() {
  const { sessionLost } = useOperator();
  const [phoneNumber, setPhoneNumber] = useState(rememberedPhone);
  const [text, setText] = useState(DEFAULT_TEXT);
  const [voice, setVoice] = useState<'female' | 'male'>('female');
  const [recipientName, setRecipientName] = useState('Friend');
  const [topic, setTopic] = useState<string>(TOPICS[0]);
  const [errors, setErrors] = useState<{ text?: string; recipientName?: string }>({});
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [runs, setRuns] = useState<TestRun[]>([]);
  const [running, setRunning] = useState<Partial<Record<CallTestKind, boolean>>>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);

  async function start(input: CallTestInput, target: string) {
    const id = nextId.current++;
    setRuns((rs) => [{ id, kind: input.kind, startedAt: new Date(), target, result: null }, ...rs]);
    setRunning((r) => ({ ...r, [input.kind]: true }));
    try {
      const result = await runCallTest(input);
      setRuns((rs) => rs.map((r) => (r.id === id ? { ...r, result } : r)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) sessionLost();
      setRuns((rs) =>
        rs.map((r) =>
          r.id === id ? { ...r, result: { success: false, message: 'The test did not run.', error: err instanceof Error ? err.message : String(err) } } : r,
        ),
      );
    } finally {
      setRunning((r) => ({ ...r, [input.kind]: false }));
    }
  }

  /**
   * Spec section 5: the phone tests need "+" and digits; otherwise the page asks for it. The
   * request is shown under the number field (read out as an alert), not in a native dialog
   * that stops the page.
   */
  function checkedPhone(): string | null {
    const parsed = phoneTestRequestSchema.safeParse({ phoneNumber });
    if (!parsed.success) {
      setPhoneError(TEST_PHONE_MESSAGE);
      phoneRef.current?.focus();
      return null;
    }
    setPhoneError(undefined);
    try {
      window.localStorage.setItem(PHONE_KEY, parsed.data.phoneNumber);
    } catch {
      // Private browsing: the number just is not remembered.
    }
    return parsed.data.phoneNumber;
  }

  function runVoice() {
    const parsed = voiceTestRequestSchema.safeParse({ text, voice });
    if (!parsed.success) {
      setErrors({ text: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    void start({ kind: 'voice', body: parsed.data }, `“${parsed.data.text}” in the ${parsed.data.voice} voice`);
  }

  function runPhone(kind: 'phone' | 'outbound') {
    const phone = checkedPhone();
    if (phone) void start({ kind, body: { phoneNumber: phone } }, `To ${phone}`);
  }

  function runFullFlow() {
    const phone = checkedPhone();
    if (!phone) return;
    const parsed = fullCallFlowRequestSchema.safeParse({ phoneNumber: phone, recipientName, topic });
    if (!parsed.success) {
      setErrors({ recipientName: fieldErrors(parsed.error.issues).recipientName });
      return;
    }
    setErrors({});
    void start({ kind: 'full-flow', body: parsed.data }, `To ${phone}, ${parsed.data.recipientName}, about ${parsed.data.topic}`);
  }

  // Two grid items, so the page can put the live log between the tests and their results on phones.
  return (
    <>
    <div className="adm-tests adm-api-test__tests">
      <div className="adm-tests__phone">
        <TextField
          ref={phoneRef}
          label="Test phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+15551234567"
          hint="A plus sign followed by digits. With the simulated phone (the local default) the call rings in the Phone simulator; with Twilio configured, a real phone rings."
          value={phoneNumber}
          error={phoneError}
          onChange={(e) => {
            setPhoneNumber(e.target.value);
            setPhoneError(undefined);
          }}
        />
      </div>
      <div className="adm-tests__grid">
        <TestBox kind="voice" description="Turns the text into speech with the configured voice and plays it back here.">
          <TextAreaField label="Text to speak" rows={3} value={text} error={errors.text} onChange={(e) => setText(e.target.value)} />
          <SelectField
            label="Voice"
            value={voice}
            onChange={(e) => setVoice(e.target.value as 'female' | 'male')}
            options={[
              { value: 'female', label: 'Female (Warm & Caring)' },
              { value: 'male', label: 'Male (Gentle & Kind)' },
            ]}
          />
          <Button onClick={runVoice} loading={running.voice} loadingText="Generating…">
            {CALL_TESTS.voice.button}
          </Button>
        </TestBox>
        <TestBox kind="phone" description="Checks the telephony connection with a short announcement call to the test number.">
          <Button onClick={() => runPhone('phone')} loading={running.phone} loadingText="Calling…">
            {CALL_TESTS.phone.button}
          </Button>
        </TestBox>
        <TestBox kind="outbound" description="Places a call through the call engine, the way a scheduled call is placed.">
          <Button onClick={() => runPhone('outbound')} loading={running.outbound} loadingText="Calling…">
            {CALL_TESTS.outbound.button}
          </Button>
        </TestBox>
        <TestBox kind="full-flow" description="A whole companion call: dial, greeting, check-in, the topic, a warm close and the summary. Answer it in the Phone simulator.">
          <TextField label="Recipient name" value={recipientName} error={errors.recipientName} onChange={(e) => setRecipientName(e.target.value)} />
          <SelectField label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)} options={TOPICS.map((t) => ({ value: t, label: t }))} />
          <Button onClick={runFullFlow} loading={running['full-flow']} loadingText="Running the call…">
            {CALL_TESTS['full-flow'].button}
          </Button>
        </TestBox>
      </div>
    </div>
      <section className="adm-tests__results adm-api-test__results" aria-labelledby="adm-results-title">
        <div className="adm-tests__results-head">
          <h2 id="adm-results-title">Results</h2>
          {runs.length > 0 && (
            <Button variant="ghost" onClick={() => setRuns((rs) => rs.filter((r) => !r.result))}>
              Clear results
            </Button>
          )}
        </div>
        {runs.length === 0 ? (
          <p className="adm-tests__empty">Each test's result appears here, newest first.</p>
        ) : (
          <div className="adm-tests__result-list" data-testid="test-results">
            {runs.map((run) => (
              <ResultCard key={run.id} run={run} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

function TestBox({ kind, description, children }: { kind: CallTestKind; description: string; children: ReactNode }) {
  return (
    <section className="adm-tests__box" aria-labelledby={`adm-test-${kind}`}>
      <h3 id={`adm-test-${kind}`} className="adm-tests__box-title">
        {CALL_TESTS[kind].title}
      </h3>
      <p className="adm-tests__box-text">{description}</p>
      <div className="adm-tests__box-body">{children}</div>
    </section>
  );
}
