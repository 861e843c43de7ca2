import { useState } from 'react';
import { Button, Card, LoadingArea, RadioGroupField, TextAreaField, toast, useResource, fieldErrors, serverFieldErrors, serverMessage } from '@fondly/design-system';
import { FIELD_LABELS, AGENT_TYPE_LABELS, AGENT_TYPES, recipientSettingsSchema, TOPICS, VOICE_LABELS, type AgentType, type Recipient, type Topic } from '@fondly/contract';
import { ChoiceList } from '../../components/choice-list';
import { listRecipients, updateRecipientSettings } from '../../api/recipients';
import { SubPage } from './sub-page';
import { CompanionMemory } from './companion-memory';
import styles from './dashboard.module.css';

/** Call Settings: the voice, the kind of companion, the topics and special instructions. */
export function CallSettings() {
  const state = useResource(listRecipients, []);
  return (
    <SubPage title="Call Settings" intro="What the companion talks about, how it sounds, and anything it should know.">
      {state.loading && <LoadingArea />}
      {state.data?.map((r) => (
        <div key={r.id}>
          <RecipientSettings recipient={r} />
          <CompanionMemory recipientId={r.id} recipientName={r.name} />
        </div>
      ))}
    </SubPage>
  );
}

function RecipientSettings({ recipient }: { recipient: Recipient }) {
  const [values, setValues] = useState({
    voiceGender: recipient.voice,
    agentType: recipient.agentType,
    topics: recipient.topics.filter((t): t is Topic => (TOPICS as readonly string[]).includes(t)),
    specialInstructions: recipient.specialInstructions,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const parsed = recipientSettingsSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setSaving(true);
    try {
      await updateRecipientSettings(recipient.id, values);
      toast({ title: 'Call settings saved', description: `The next call with ${recipient.name} will use them.`, variant: 'success' });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Could not save', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={recipient.name} headingLevel={2}>
      <div className={styles.fields}>
        <RadioGroupField
          label={FIELD_LABELS.voice}
          name={`voice-${recipient.id}`}
          value={values.voiceGender}
          onValueChange={(v) => setValues({ ...values, voiceGender: v as 'female' | 'male' })}
          options={(['female', 'male'] as const).map((v) => ({ value: v, label: VOICE_LABELS[v] }))}
        />
        <RadioGroupField
          label={FIELD_LABELS.agentType}
          name={`agent-${recipient.id}`}
          value={values.agentType}
          onValueChange={(v) => setValues({ ...values, agentType: v as AgentType })}
          options={AGENT_TYPES.map((t) => ({ value: t, label: AGENT_TYPE_LABELS[t] }))}
        />
      </div>
      <ChoiceList
        legend={FIELD_LABELS.topics}
        hint="Choose at least 1 topic they enjoy."
        name={`topics-${recipient.id}`}
        options={TOPICS.map((t) => ({ value: t, label: t }))}
        selected={values.topics}
        onChange={(t) => setValues({ ...values, topics: t })}
        error={errors.topics}
      />
      <TextAreaField
        label={FIELD_LABELS.specialInstructions}
        name={`instructions-${recipient.id}`}
        hint="For example: hard of hearing, loves gardening, lost her husband last year."
        value={values.specialInstructions}
        onChange={(e) => setValues({ ...values, specialInstructions: e.target.value })}
        error={errors.specialInstructions}
        maxLength={1000}
      />
      <div className={styles.row}>
        <Button onClick={save} loading={saving} loadingText="Saving...">
          Save Settings
        </Button>
      </div>
    </Card>
  );
}
