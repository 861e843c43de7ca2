import { Section } from '../../../components/content/section';
import styles from '../landing.module.css';

/** Made at build time by the product's own generators (types/globals.d.ts). */
const SHOWCASE = __FONDLY_SHOWCASE__;

/**
 * What a family receives, shown rather than described: the Moment email exactly as the mail
 * template renders it, page one of its PDF keepsake, and the sample call to listen to, all
 * in the prerendered page (the audio player works without JavaScript too).
 */
export function WhatFamiliesGet() {
  const { email, keepsake, sampleCall } = SHOWCASE;
  return (
    <Section
      id="what-families-get"
      title="What Your Family Receives"
      lead="After every call, a Moment arrives by email with a PDF keepsake to print and keep. Here is a real one, made by the same templates, and a sample call to listen to."
    >
      <div className={styles.showcase}>
        <figure className={styles.showcaseItem}>
          <h3 className={styles.showcaseTitle}>The Moment email</h3>
          <p className={styles.showcaseMeta}>
            From {email.from} · Subject: <strong>{email.subject}</strong>
          </p>
          {/* The mail as mail apps show it: its own document, nothing of it can act. */}
          <iframe className={styles.showcaseEmail} srcDoc={email.html} sandbox="" loading="lazy" title={`Sample email: ${email.subject}`} />
        </figure>
        <figure className={styles.showcaseItem}>
          <h3 className={styles.showcaseTitle}>The PDF keepsake</h3>
          <p className={styles.showcaseMeta}>Attached to each Moment email, ready to print.</p>
          <img className={styles.showcaseKeepsake} src={keepsake.image} alt={keepsake.alt} width={keepsake.width} height={keepsake.height} loading="lazy" decoding="async" />
        </figure>
        <figure className={styles.showcaseItem}>
          <h3 className={styles.showcaseTitle}>Listen to a sample call</h3>
          <p className={styles.showcaseMeta}>{sampleCall.seconds} seconds of a call with Walter, in the companion's own voice.</p>
          <audio className={styles.showcaseAudio} controls preload="none" src={sampleCall.audioUrl}>
            <a href={sampleCall.audioUrl}>Download the sample call</a>
          </audio>
          <details className={styles.showcaseTranscript}>
            <summary>Read the conversation</summary>
            <ol>
              {sampleCall.transcript.map((line, i) => (
                <li key={i}>
                  <strong>{line.speaker === 'companion' ? 'Fondly:' : 'Walter:'}</strong> {line.text}
                </li>
              ))}
            </ol>
          </details>
        </figure>
      </div>
    </Section>
  );
}
