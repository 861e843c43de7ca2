import { LoadingArea } from '@fondly/design-system';
import styles from './pricing.module.css';

/** Holds the plans' place (and height) until they arrive, so nothing below them jumps. */
export function PricingPlansPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <LoadingArea label="Loading our plans…" />
    </div>
  );
}
