import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, LoadingArea, RouterButton, serverMessage } from '@fondly/design-system';
import { callApi } from '@fondly/design-system/client';
import { GIFT_CODE_MESSAGES, GIFT_NEVER_EXPIRES, giftsApi, type GiftCard } from '@fondly/contract';
import { SiteLayout } from '../../components/site-layout/site-layout';
import styles from './gift-card-page.module.css';

/** How long the page keeps looking for a payment the buyer has just made before it says so. */
const WAIT_FOR_PAYMENT_TRIES = 45;
const WAIT_STEP_MS = 2000;

/** "Saturday, December 5, 2026" */
function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * /gift/card/<code> (decision 151): the printable gift card. The checkout sends the buyer here
 * once paid; until the payment is recorded (webhook or local processor) the page waits for it.
 */
export default function GiftCardPage() {
  const code = useParams()['*'] ?? '';
  const [card, setCard] = useState<GiftCard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (tries: number) => {
      try {
        const next = await callApi(giftsApi.card, { params: { code } });
        if (!live) return;
        setCard(next);
        if (next.status === 'awaiting-payment') {
          if (tries >= WAIT_FOR_PAYMENT_TRIES) setGaveUp(true);
          else timer = setTimeout(() => void load(tries + 1), WAIT_STEP_MS);
        }
      } catch (error) {
        if (live) setProblem(serverMessage(error) ?? 'We could not load this gift card. Please try again in a moment.');
      }
    };
    void load(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code]);

  return (
    <SiteLayout route="/gift/card/*">
      <div className={styles.page}>
        {problem ? (
          <div className={styles.notice} role="alert">
            <h1 className={styles.noticeTitle}>We could not find this gift card</h1>
            <p>{problem}</p>
            <RouterButton to="/gift" variant="secondary">
              Back to gifts
            </RouterButton>
          </div>
        ) : !card ? (
          <LoadingArea label="Loading your gift card…" minHeight="20rem" />
        ) : card.status === 'refunded' ? (
          // Decision 157: the payment went back, so the card is no longer a gift.
          <div className={styles.notice} role="alert">
            <h1 className={styles.noticeTitle}>This gift was refunded</h1>
            <p>{GIFT_CODE_MESSAGES.refunded}</p>
            <RouterButton to="/gift" variant="secondary">
              Back to gifts
            </RouterButton>
          </div>
        ) : card.status === 'awaiting-payment' ? (
          <div className={styles.notice} role="status">
            <h1 className={styles.noticeTitle}>{gaveUp ? 'Your payment has not reached us yet' : 'Waiting for your payment…'}</h1>
            <p>
              {gaveUp
                ? 'If you paid, your card will be emailed to you as soon as the payment arrives. If you did not finish paying, you can start again.'
                : 'As soon as your payment is confirmed, your gift card appears here.'}
            </p>
            {!gaveUp && <LoadingArea label="Checking your payment…" minHeight="6rem" />}
          </div>
        ) : (
          <GiftCardView card={card} />
        )}
      </div>
    </SiteLayout>
  );
}

function GiftCardView({ card }: { card: GiftCard }) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.thanks} role="status">
          {card.status === 'redeemed' ? 'This gift has been redeemed. Thank you!' : 'Thank you! Your gift is paid. We have emailed you this card too.'}
        </p>
        <Button onClick={() => window.print()}>Print the card</Button>
      </div>
      <article className={styles.card} aria-label={`Gift card for ${card.recipientFirstName}`}>
        <p className={styles.brand}>Fondly</p>
        <h1 className={styles.to}>For {card.recipientFirstName}</h1>
        <p className={styles.gift}>
          {card.term} of Fondly <span className={styles.planName}>(already paid)</span>
        </p>
        <p className={styles.what}>Warm, regular phone calls with a friendly companion, and a Moment for the family after every call.</p>
        {card.message && <blockquote className={styles.message}>{card.message}</blockquote>}
        <p className={styles.from}>With love from {card.buyerName}</p>
        <div className={styles.redeem}>
          <p className={styles.redeemLabel}>Redemption code</p>
          <p className={styles.code}>{card.code}</p>
          <p className={styles.redeemHow}>
            To start, go to <strong className={styles.url}>{card.redeemUrl}</strong> and follow the steps. No card is needed; the code works once. {GIFT_NEVER_EXPIRES}
          </p>
        </div>
        <p className={styles.meta}>Given on {dayText(card.deliveryDate)}</p>
      </article>
    </>
  );
}
