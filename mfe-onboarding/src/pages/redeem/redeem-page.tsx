import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, LoadingArea, RadioGroupField, RouterButton, TextField, serverMessage, usePageTitle, useResource } from '@fondly/design-system';
import { callApi } from '@fondly/design-system/client';
import {
  GIFT_CODE_MESSAGES,
  GIFT_FOR_SOMEONE_NEW,
  giftCodeSchema,
  giftRedeemSchema,
  giftToAccountSchema,
  giftsApi,
  normalizeGiftCode,
  type Account,
  type GiftAdded,
  type GiftCard,
  type GiftRedeemInput,
  type Recipient,
} from '@fondly/contract';
import { FormAlert } from '../../components/form-alert';
import { PageShell } from '../../components/page-shell';
import styles from '../../components/forms.module.css';
import { OnboardingForm } from '../../features/signup/onboarding-form';
import { getAccount } from '../../api/account';
import { listRecipients } from '../../api/recipients';
import { formatDate } from '../../lib/format';

/**
 * /redeem and /redeem/<code> (decisions 151, 157): the family enters the code from the gift card,
 * then sets up the calls with the same form as after a paid checkout; the gift pays the months, so
 * no card is asked for. A family already signed in adds the gift to its own plan instead, for one
 * of its people or someone new. A wrong, unpaid, used or refunded code is said plainly, with the
 * code box again.
 */
export default function RedeemPage() {
  usePageTitle('Redeem a gift');
  const code = useParams()['*'] ?? '';
  return <PageShell page="redeem">{code ? <CheckedCode key={code} code={code} /> : <CodeEntry />}</PageShell>;
}

function CheckedCode({ code }: { code: string }) {
  const [separateAccount, setSeparateAccount] = useState(false);
  const state = useResource<{ card: GiftCard | null; problem: string | null; account: Account | null; people: Recipient[] }>(async () => {
    const parsed = giftCodeSchema.safeParse(code);
    if (!parsed.success) return { card: null, problem: parsed.error.issues[0]?.message ?? null, account: null, people: [] };
    try {
      const card = await callApi(giftsApi.card, { params: { code: parsed.data } });
      // Signed in, the gift can go on the family's own plan (decision 157).
      const account = await getAccount().catch(() => null);
      const people = account ? await listRecipients().catch(() => []) : [];
      return { card, problem: null, account, people };
    } catch (error) {
      return { card: null, problem: serverMessage(error) ?? 'We could not check this code just now. Please try again in a moment.', account: null, people: [] };
    }
  }, [code]);
  if (state.loading) return <LoadingArea label="Checking your gift code…" minHeight="20rem" />;
  const card = state.data?.card ?? null;
  if (!card) return <CodeEntry initial={code} problem={state.data?.problem ?? null} />;
  if (card.status === 'redeemed') return <CodeEntry initial={code} problem={GIFT_CODE_MESSAGES.alreadyRedeemed} />;
  if (card.status === 'refunded') return <CodeEntry initial={code} problem={GIFT_CODE_MESSAGES.refunded} />;
  if (card.status === 'awaiting-payment') return <CodeEntry initial={code} problem={GIFT_CODE_MESSAGES.notPaid} />;
  const account = state.data?.account ?? null;
  if (account && !separateAccount) return <AddToAccount card={card} account={account} people={state.data?.people ?? []} onSeparateAccount={() => setSeparateAccount(true)} />;
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
        account ? (
          <>This starts a separate account with its own email, for the person the gift is for.</>
        ) : (
          <>
            Already have a Fondly account? <Link to="/sign-in">Sign in</Link>, then open this link again: the gift goes on your own plan.
          </>
        )
      }
    />
  );
}

/** What the family's plan becomes: said before they add the gift, from the plan they have. */
function whatHappens(account: Account, card: GiftCard): string {
  const sub = account.subscription;
  const renews = sub && !sub.needsPayment && sub.plan.interval !== 'once' && sub.plan.id !== 'free' && (sub.status === 'trialing' || sub.status === 'active');
  if (sub?.status === 'past_due') return 'Your last payment did not go through: please update your card in Billing first, then come back to this page.';
  if (renews) return `Your ${sub.plan.name} plan carries on as it is, and your next payment moves back by ${card.term}. Nothing is charged until then.`;
  return `Your plan becomes ${card.planName} for ${card.term}, starting after any time you already have. It does not renew, and nothing is charged.`;
}

/** A signed-in family adds the gift to its own plan (decision 157): for one of its people or someone new. */
function AddToAccount({ card, account, people, onSeparateAccount }: { card: GiftCard; account: Account; people: Recipient[]; onSeparateAccount: () => void }) {
  const [forWhom, setForWhom] = useState(people[0]?.id ?? GIFT_FOR_SOMEONE_NEW);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<GiftAdded | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = giftToAccountSchema.safeParse({ forWhom });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setAdded(await callApi(giftsApi.addToAccount, { params: { code: card.code }, body: parsed.data }));
    } catch (error) {
      setProblem(serverMessage(error) ?? 'We could not add the gift just now. Please try again in a moment.');
    } finally {
      setBusy(false);
    }
  }

  if (added) {
    return (
      <div className={`${styles.formCard} ${styles.confirmation}`} role="status">
        <h1 className={styles.heading}>The gift is on your plan</h1>
        <p className={styles.lead}>
          {added.nextPaymentAt
            ? `Your ${added.planName} plan carries on, and your next payment moves to ${formatDate(added.nextPaymentAt)}.`
            : `Your plan is now ${added.planName}, paid until ${formatDate(added.paidUntil)}. It does not renew.`}{' '}
          We have emailed you the details.
        </p>
        <div className={styles.centeredActions}>
          <RouterButton to={added.nextPath} size="lg">
            {added.nextPath === '/schedule-call' ? 'Tell Us About Them' : 'Go to Your Dashboard'}
          </RouterButton>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.formCard}>
      <h1 className={styles.heading}>A gift for {card.recipientFirstName}</h1>
      <p className={styles.lead}>
        {card.buyerName} has given {card.term} of Fondly, already paid. You are signed in as {account.email}: the gift goes on your plan, which covers everyone you arrange calls for.
        <span className={styles.muted} style={{ display: 'block' }}>
          Gift code {card.code}
        </span>
      </p>
      {problem && (
        <FormAlert>
          <p>{problem}</p>
        </FormAlert>
      )}
      <form onSubmit={submit} noValidate aria-label="Add the gift to your plan">
        <RadioGroupField
          label="Who is the gift for?"
          name="forWhom"
          value={forWhom}
          onValueChange={setForWhom}
          options={[
            ...people.map((p) => ({ value: p.id, label: p.name, hint: 'Already called' })),
            { value: GIFT_FOR_SOMEONE_NEW, label: 'Someone new', hint: 'You tell us about them next.' },
          ]}
        />
        <p className={styles.note} role="note">
          {whatHappens(account, card)}
        </p>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={busy} loadingText="Adding the gift…">
            Add the Gift to My Plan
          </Button>
        </div>
      </form>
      <p className={styles.muted}>
        Is the gift for someone who should have an account of their own?{' '}
        <Button variant="ghost" onClick={onSeparateAccount}>
          Start a separate account instead
        </Button>
      </p>
    </div>
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
