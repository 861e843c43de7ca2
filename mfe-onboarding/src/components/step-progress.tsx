import styles from './forms.module.css';

/** "Step N of M - ..." with a bar, read out as a progress bar. */
export function StepProgress({ step, of, text }: { step: number; of: number; text: string }) {
  const percent = Math.round((step / of) * 100);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} id="step-progress-label">
        {text}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby="step-progress-label"
        aria-valuemin={1}
        aria-valuemax={of}
        aria-valuenow={step}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
