import { useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroupField, TextAreaField, TextField, fieldErrors, textFieldProps, usePlans } from '@fondly/design-system';
import { GIFT_MESSAGE_MAX, GIFT_PLAN_IDS, giftRequestSchema, type GiftRequest, type GiftRequestInput, type Plan } from '@fondly/contract';
import { giftEmail, giftPlanLabel } from '../gift-email';
import { GiftSent } from './gift-sent';
import styles from './gift-form.module.css';

type Values = Required<Omit<GiftRequestInput, 'plan'>> & { plan: string };
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { gifterName: '', gifterEmail: '', recipientName: '', recipientPhone: '', plan: '', personalMessage: '' };
const FIELD_ORDER: FieldName[] = ['gifterName', 'gifterEmail', 'recipientName', 'recipientPhone', 'plan', 'personalMessage'];

/** The first message for each field, in the order the fields appear. */
function validate(values: Values): { ok: true; gift: GiftRequest } | { ok: false; errors: Errors } {
  const result = giftRequestSchema.safeParse(values);
  if (result.success) return { ok: true, gift: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) as Errors };
}

/**
 * The gift form (spec section 2): every field required but the message, each error under
 * its field. Sending opens an email to support with the details; nothing goes to our server.
 */
export function GiftForm() {
  const plans = usePlans(GIFT_PLAN_IDS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<{ gift: GiftRequest; plan: Plan } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (field: FieldName) => textFieldProps({ name: field, value: values[field], error: errors[field], onChange: (value) => update(field, value) });

  function update(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, messages follow the typing so a fixed field clears at once.
    if (submitted) {
      const check = validate(next);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const check = validate(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = FIELD_ORDER.find((f) => check.errors[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const plan = plans.find((p) => p.id === check.gift.plan);
    if (!plan) return;
    setErrors({});
    window.location.href = giftEmail(check.gift, plan).mailto;
    setSent({ gift: check.gift, plan });
  }

  if (sent) {
    return (
      <GiftSent
        gift={sent.gift}
        plan={sent.plan}
        onStartAgain={() => {
          setSent(null);
          setValues(EMPTY);
          setSubmitted(false);
        }}
      />
    );
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Gift details">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>About you</legend>
        <TextField
          label="Your Name"
          {...bind('gifterName')}
          autoComplete="name"
          required
        />
        <TextField
          label="Your Email"
          {...bind('gifterEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Who the gift is for</legend>
        <TextField
          label="Recipient's Name"
          {...bind('recipientName')}
          autoComplete="off"
          required
        />
        <TextField
          label="Recipient's Phone"
          {...bind('recipientPhone')}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          hint="The number Fondly will call, in the US or Canada, for example (555) 123-4567."
          required
        />
      </fieldset>

      <RadioGroupField
          id="gift-plan"
          label="Gift Plan"
          name="plan"
          required
          options={plans.map((plan) => ({ value: plan.id, label: giftPlanLabel(plan), hint: plan.features[0] }))}
          value={values.plan}
          error={errors.plan}
          onValueChange={(value) => update('plan', value)}
        />

      <TextAreaField
        label="Personal Message (optional)"
        {...bind('personalMessage')}
        hint="We will share it with them when we set up their calls."
        rows={4}
        maxLength={GIFT_MESSAGE_MAX}
      />

      <div className={styles.submit}>
        <Button type="submit" size="lg" variant="secondary" fullWidth>
          Send Gift Request
        </Button>
        <p className={styles.submitNote}>
          This opens an email to our team with your details. Nothing is sent until you press Send in your email app.
        </p>
      </div>
    </form>
  );
}
