import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, LoadingArea, TextField, serverMessage, usePageTitle, useResource } from '@fondly/design-system';
import { callApi } from '@fondly/design-system/client';
import { giftCodeSchema, giftRedeemSchema, giftsApi, normalizeGiftCode, type GiftCard, type GiftRedeemInput } from '@fondly/contract';
import { FormAlert } from '../../components/form-alert';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { OnboardingForm } from '../../features/signup/onboarding-form';

/**
 * /redeem and /redeem/<code> (decision 151): the family enters the code from the gift card, then
 * sets up the calls with the same form as after a paid checkout; the gift pays the months, so
 * no card is asked for. A wrong, unpaid or used code is said plainly, with the code box again.
 */
export default function RedeemPage() {
  usePageTitle('Redeem a gift');
  const code = useParams()['*'] ?? '';
  return <PageShell page="redeem">{code ? <CheckedCode key={code} code={code} /> : <CodeEntry />}</PageShell>;
}

function CheckedCode({ code }: { code: string }) {
  const state = useResource<{ card: GiftCard | null; problem: string | null }>(async () => {
    const parsed = giftCodeSchema.safeParse(code);
    if (!parsed.success) return { card: null, problem: parsed.error.issues[0]?.message ?? null };
    try {
      return { card: await callApi(giftsApi.card, { params: { code: parsed.data } }), problem: null };
    } catch (error) {
      return { card: null, problem: serverMessage(error) ?? 'We could not check this code just now. Please try again in a moment.' };
    }
  }, [code]);
  if (state.loading) return <LoadingArea label="Checking your gift code…" minHeight="20rem" />;
  const card = state.data?.card ?? null;
  if (!card) return <CodeEntry initial={code} problem={state.data?.problem ?? null} />;
  if (card.status === 'redeemed') return <CodeEntry initial={code} problem="This gift has already been redeemed. If that was not you, please write to us and we will sort it out." />;
  if (card.status === 'awaiting-payment') return <CodeEntry initial={code} problem="This gift is not paid yet. If you just paid, wait a minute and try again." />;
  return (
    <OnboardingForm
      schema={giftRedeemSchema}
      extra={{}}
      email=""
      name=""
      heading={`A gift for ${card.recipientFirstName}`}
      lead={
        <>
          {card.buyerName} has given {card.term} of Fondly, already paid: no card needed. Tell us who we will be calling and when.
          <span className={styles.muted} style={{ display: 'block' }}>
            Gift code {card.code}
          </span>
        </>
      }
      submit={async (input) => {
        await callApi(giftsApi.redeem, { params: { code: card.code }, body: input as GiftRedeemInput });
      }}
      footer={
        <>
          Already have a Fondly account? This gift starts a new one for the person it is for. <Link to="/sign-in">Sign in</Link> instead if you only wanted your dashboard.
        </>
      }
    />
  );
}

function CodeEntry({ initial = '', problem = null }: { initial?: string; problem?: string | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(problem);
  const ref = useRef<HTMLFormElement>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = giftCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      ref.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setError(null);
    navigate(`/redeem/${parsed.data}`);
  }
  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>Redeem a gift</h1>
      <p className={styles.lead}>Someone has given your family Fondly. Enter the code from the gift card to set up the calls.</p>
      {problem && (
        <FormAlert>
          <p>{problem}</p>
        </FormAlert>
      )}
      <form ref={ref} onSubmit={submit} noValidate aria-label="Enter your gift code">
        <TextField
          label="Gift code"
          name="code"
          value={value}
          error={error && error !== problem ? error : undefined}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => value && setValue(normalizeGiftCode(value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="FOND-ABCD-EF23"
          required
        />
        <div className={styles.actions}>
          <Button type="submit" size="lg">
            Redeem
          </Button>
        </div>
      </form>
    </div>
  );
}
