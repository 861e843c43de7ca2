import { useEffect, useRef, useState } from 'react';
import { Button, LoadingArea, prerendering, toast, usePageRendered, usePageTitle, useResource, RouterButton } from '@fondly/design-system';
import { PageShell } from '../../components/page-shell';
import { PAGE_TEXT } from '../page-meta';
import { StepProgress } from '../../components/step-progress';
import styles from '../../components/forms.module.css';
import page from './sample-call.module.css';
import { isMobileDevice } from '../../lib/device';
import { getSampleCall } from '../../api/sample-call';

/** The spec's sample timer: 30 seconds. */
const SAMPLE_MS = 30_000;

/**
 * /sample-call: step 1 plays a real 30-second sample (speech made by the voice port) and
 * offers the sample line; step 2 leads on to customising or to the dashboard.
 */
export default function SampleCallPage() {
  usePageTitle(PAGE_TEXT.sampleCall.title, PAGE_TEXT.sampleCall.description);
  const [step, setStep] = useState<1 | 2>(1);
  return (
    // The listening step announces itself once its sample has loaded.
    <PageShell page="sample-call" ready={false}>
      <StepProgress step={step} of={2} text={`Step ${step} of 2`} />
      {step === 1 ? <ListenStep onDone={() => setStep(2)} /> : <NextStep />}
    </PageShell>
  );
}

function ListenStep({ onDone }: { onDone: () => void }) {
  const info = useResource(getSampleCall, []);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);

  // Playing lasts the spec's 30 seconds, then the page moves on by itself.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const ms = Date.now() - startedAt.current;
      setElapsed(Math.min(ms, SAMPLE_MS));
      if (ms >= SAMPLE_MS) {
        clearInterval(timer);
        setPlaying(false);
        onDone();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [playing, onDone]);

  async function play() {
    startedAt.current = Date.now();
    setElapsed(0);
    setPlaying(true);
    try {
      const audio = audioRef.current!;
      audio.currentTime = 0;
      await audio.play();
    } catch {
      // Autoplay rules or no speakers: the words are on screen, and the timer still runs.
    }
  }

  function stop() {
    audioRef.current?.pause();
    setPlaying(false);
    setElapsed(0);
  }

  function callSampleLine() {
    const line = info.data;
    if (!line?.phoneNumber) {
      toast({ title: 'Sample line unavailable', description: 'Our sample line is not available right now. Please listen here instead.' });
      return;
    }
    if (isMobileDevice()) {
      window.location.href = `tel:${line.phoneNumber}`;
      return;
    }
    toast({ title: 'Call our sample line', description: `From any phone, call ${line.phoneDisplay} to hear a Fondly companion.` });
  }

  // The prerender shows the player as it stands once loaded; the words arrive inside the
  // closed "Read the conversation", so nothing on screen moves when they do.
  const loading = info.loading && !prerendering;
  usePageRendered('sample-call', !loading);
  if (loading) return <LoadingArea label="Loading the sample…" minHeight="16rem" />;
  const seconds = Math.ceil((SAMPLE_MS - elapsed) / 1000);
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>Hear a Sample Call</h1>
      <p className={styles.lead}>This is what a call sounds like: a warm greeting, a check-in, and a chat that remembers last time.</p>
      {/*
        Every element is there in the prerendered copy too: a button pressed before the app is live is
        pressed again on the live page by its place among its siblings (shell/src/bootstrap.tsx), so an
        element the live page adds before it would take the press ("Next Step" needed two clicks).
      */}
      <audio ref={audioRef} src={info.data?.audioUrl} preload="none" />
      <div className={page.player}>
        {playing ? (
          <Button size="lg" variant="secondary" onClick={stop}>
            Stop Sample
          </Button>
        ) : (
          <Button size="lg" onClick={play} disabled={!info.data}>
            Play 30-Second Sample
          </Button>
        )}
        <div className={page.timer} role="timer" aria-live="off">
          <div className={page.timerTrack}>
            <div className={page.timerBar} style={{ width: `${(elapsed / SAMPLE_MS) * 100}%` }} />
          </div>
          <span>{playing ? `${seconds} seconds left` : '30 seconds'}</span>
        </div>
      </div>
      {(info.data || prerendering) && (
        <details className={page.transcript} open={playing}>
          <summary>Read the conversation</summary>
          <ol>
            {info.data?.transcript.map((line, i) => (
              <li key={i}>
                <strong>{line.speaker === 'companion' ? 'Fondly' : 'Walter'}:</strong> {line.text}
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className={styles.actions}>
        {/* Offered only while there is a sample line to call; otherwise the sample above is the way to hear it. */}
        {info.data?.phoneNumber ? (
          <Button variant="secondary" size="lg" onClick={callSampleLine}>
            Call the Sample Number
          </Button>
        ) : (
          <span hidden />
        )}
        <Button variant="ghost" size="lg" onClick={onDone}>
          Next Step
        </Button>
      </div>
    </div>
  );
}

function NextStep() {
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>Make It Theirs</h1>
      <p className={styles.lead}>Tell us about your loved one: the topics they enjoy, the best time to call and the voice they will hear.</p>
      <div className={styles.centeredActions}>
        <RouterButton to="/schedule-call" size="lg">
          Customize Your Companion
        </RouterButton>
        <RouterButton to="/dashboard" size="lg" variant="secondary">
          Skip &amp; Explore Dashboard
        </RouterButton>
      </div>
    </div>
  );
}

