import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroupField, TextAreaField, TextField, checkForm, serverFieldErrors, serverMessage, textFieldProps, useFormFields, usePlans } from '@fondly/design-system';
import { callApi } from '@fondly/design-system/client';
import { GIFT_CARD_MESSAGE_MAX, GIFT_PLAN_IDS, dateInZone, giftPurchaseSchema, giftsApi, guessTimeZone } from '@fondly/contract';
import { safeCheckoutUrl } from '../../pricing/api/start-checkout';
import { giftPlanLabel } from '../gift-email';
import styles from './gift-form.module.css';

/**
 * Buying a gift online (decision 151): the plan, who gives it, the recipient's first name, a
 * short message and the day the card is sent. Paying happens on the checkout page (Stripe, or
 * the local checkout); the card page and its mail follow the payment.
 */
export function GiftBuyForm() {
  const plans = usePlans(GIFT_PLAN_IDS);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, set, bind } = useFormFields({
    plan: '',
    buyerName: '',
    buyerEmail: '',
    recipientFirstName: '',
    deliverToEmail: '',
    message: '',
    deliveryDate: '',
    timeZone: 'America/New_York',
  });
  const [today, setToday] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // "Today" is the buyer's: known only in the browser, never at build time (the page is prerendered).
  useEffect(() => {
    const zone = guessTimeZone();
    const day = dateInZone(new Date(), zone);
    setToday(day);
    set('timeZone', zone);
    set('deliveryDate', day);
  }, [set]);

  const field = (name: 'buyerName' | 'buyerEmail' | 'recipientFirstName' | 'deliverToEmail' | 'message' | 'deliveryDate') => {
    const b = bind(name);
    return { ...textFieldProps(b), id: `gift-buy-${name}` };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const check = checkForm(giftPurchaseSchema, values, formRef.current);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setBusy(true);
    try {
      const { url } = await callApi(giftsApi.buy, { body: values as never });
      const safe = safeCheckoutUrl(url, window.location.origin);
      if (!safe) throw new Error('the gift checkout answered without a usable address');
      window.location.assign(safe);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setProblem(serverMessage(error) ?? 'We could not open the payment page. Please try again in a moment.');
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Buy a gift">
      <RadioGroupField
        id="gift-buy-plan"
        label="Choose a gift"
        name="plan"
        required
        options={plans.map((plan) => ({ value: plan.id, label: giftPlanLabel(plan), hint: plan.features[0] }))}
        value={values.plan}
        error={errors.plan}
        onValueChange={(value) => set('plan', value)}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>From you</legend>
        <TextField label="Your full name" {...field('buyerName')} autoComplete="name" required />
        <TextField label="Your email address" {...field('buyerEmail')} type="email" autoComplete="email" inputMode="email" hint="The card and your receipt come here at once." required />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>For them</legend>
        <TextField label="Their first name" {...field('recipientFirstName')} autoComplete="off" hint="As it should read on the card, for example Rosa." required />
        <TextAreaField label="A short message (optional)" {...field('message')} rows={3} maxLength={GIFT_CARD_MESSAGE_MAX} hint={`Printed on the card; up to ${GIFT_CARD_MESSAGE_MAX} characters.`} />
        <TextField label="Send the card on" {...field('deliveryDate')} type="date" min={today || undefined} required hint="Today or a day of your choosing; we send it at 9 AM your time." />
        <TextField
          label="Their family's email (optional)"
          {...field('deliverToEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="Whoever will set it up. Leave it empty and we send the card to you on that day, to pass on."
        />
      </fieldset>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.submit}>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Opening the payment page…">
          Continue to payment
        </Button>
        <p className={styles.submitNote}>A one-time payment: nothing renews. The card with its redemption code appears as soon as you have paid.</p>
      </div>
    </form>
  );
}
