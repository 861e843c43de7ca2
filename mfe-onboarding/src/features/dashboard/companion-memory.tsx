import { useEffect, useState } from 'react';
import { Button, Card, Fallback, LoadingArea, TextField, toast, useResource, fieldErrors, serverMessage, type FieldErrors } from '@fondly/design-system';
import { recipientProfileSchema, type RecipientProfile } from '@fondly/contract';
import { getProfile, saveProfile } from '../../api/profile';
import styles from './dashboard.module.css';
import memory from './companion-memory.module.css';

/** Keyed by the dotted path ("people.0.relationship"), so each row shows its own message. */
type Errors = FieldErrors;

interface Column<T> {
  key: keyof T & string;
  label: string;
  placeholder?: string;
}

/** A list of small records (people, places, pets, threads): one row each, add and remove. */
function RowList<T extends Record<string, string>>(props: {
  legend: string;
  hint: string;
  name: string;
  rows: T[];
  columns: Column<T>[];
  blank: T;
  errors: Errors;
  onChange: (rows: T[]) => void;
}) {
  const { legend, hint, name, rows, columns, blank, errors, onChange } = props;
  return (
    <fieldset className={memory.group}>
      <legend>{legend}</legend>
      <p className={memory.hint}>{hint}</p>
      {rows.length === 0 && <p className={memory.empty}>Nothing yet.</p>}
      {rows.map((row, i) => (
        <div className={styles.fields} key={i}>
          {columns.map((c) => (
            <TextField
              key={c.key}
              label={c.label}
              name={`${name}-${i}-${c.key}`}
              placeholder={c.placeholder}
              value={row[c.key] ?? ''}
              error={errors[`${name}.${i}.${c.key}`]}
              onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [c.key]: e.target.value } : r)))}
            />
          ))}
          <div className={styles.row}>
            <Button variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
        </div>
      ))}
      {errors[name] && <p className={memory.error}>{errors[name]}</p>}
      <Button variant="secondary" onClick={() => onChange([...rows, { ...blank }])}>
        Add
      </Button>
    </fieldset>
  );
}

/** Plain notes (health, likes): one line each. */
function NoteList(props: { legend: string; hint: string; name: string; notes: string[]; errors: Errors; onChange: (notes: string[]) => void }) {
  const rows = props.notes.map((text) => ({ text }));
  return (
    <RowList
      legend={props.legend}
      hint={props.hint}
      name={props.name}
      rows={rows}
      columns={[{ key: 'text', label: props.legend.replace(/s$/, '') }]}
      blank={{ text: '' }}
      errors={Object.fromEntries(Object.entries(props.errors).map(([k, v]) => [k.replace(/^(\w+\.\d+)$/, '$1.text'), v]))}
      onChange={(r) => props.onChange(r.map((x) => x.text))}
    />
  );
}

/**
 * What the companion remembers about one person, as the family sees it: the name she
 * likes to be called, her people, places, pets, health notes, likes, and the threads the
 * next call follows up on. The family corrects it and saves; the next call uses it.
 */
export function CompanionMemory({ recipientId, recipientName }: { recipientId: string; recipientName: string }) {
  const state = useResource(() => getProfile(recipientId), [recipientId]);
  const [profile, setProfile] = useState<RecipientProfile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (state.data) setProfile(state.data.profile);
  }, [state.data]);

  if (state.loading && !profile) return <LoadingArea label="Loading what the companion remembers…" />;
  if (!profile) return <Fallback title="What the companion remembers could not load" onRetry={state.reload} />;
  const firstName = recipientName.trim().split(/\s+/)[0] ?? recipientName;
  const set = <K extends keyof RecipientProfile>(key: K, value: RecipientProfile[K]) => setProfile({ ...profile, [key]: value });

  async function save() {
    const parsed = recipientProfileSchema.safeParse(profile);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveProfile(recipientId, parsed.data);
      setProfile(saved.profile);
      toast({ title: 'Memory saved', description: `The next call will call them ${saved.calledBy}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not save', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={`What the companion remembers about ${firstName}`} headingLevel={2}>
      <p className={memory.hint}>
        Learned from the calls and yours to correct. The next call follows up on the open threads and never greets {firstName} by the full name.
      </p>
      <TextField
        label="Name the companion uses"
        name={`preferred-name-${recipientId}`}
        hint={`Leave empty to use ${firstName}.`}
        placeholder={firstName}
        value={profile.preferredName}
        error={errors.preferredName}
        maxLength={60}
        onChange={(e) => set('preferredName', e.target.value)}
      />
      <RowList
        legend="Open threads"
        hint="What the next call asks about first, for example a doctor's visit or a stiff knee."
        name="openThreads"
        rows={profile.openThreads.map((t) => ({ text: t.text, question: t.question }))}
        columns={[
          { key: 'text', label: 'About', placeholder: "doctor's visit on Tuesday" },
          { key: 'question', label: 'The companion asks', placeholder: 'How did your visit to the doctor go?' },
        ]}
        blank={{ text: '', question: '' }}
        errors={errors}
        onChange={(rows) => set('openThreads', rows.map((r, i) => ({ ...r, source: profile.openThreads[i]?.source ?? 'family', since: profile.openThreads[i]?.since ?? new Date().toISOString() })))}
      />
      <RowList
        legend="People"
        hint="Family and friends, and how they are related."
        name="people"
        rows={profile.people}
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'relationship', label: 'Relationship', placeholder: 'granddaughter' },
          { key: 'note', label: 'Note' },
        ]}
        blank={{ name: '', relationship: '', note: '' }}
        errors={errors}
        onChange={(rows) => set('people', rows)}
      />
      <RowList
        legend="Places"
        hint="Places that matter to them."
        name="places"
        rows={profile.places}
        columns={[
          { key: 'name', label: 'Place' },
          { key: 'note', label: 'Note' },
        ]}
        blank={{ name: '', note: '' }}
        errors={errors}
        onChange={(rows) => set('places', rows)}
      />
      <RowList
        legend="Pets"
        hint="Animals in their life."
        name="pets"
        rows={profile.pets}
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'kind', label: 'Kind', placeholder: 'cat' },
        ]}
        blank={{ name: '', kind: '' }}
        errors={errors}
        onChange={(rows) => set('pets', rows)}
      />
      <NoteList legend="Health notes" hint="What the companion asks after kindly (it never gives medical advice)." name="health" notes={profile.health} errors={errors} onChange={(n) => set('health', n)} />
      <NoteList legend="Likes" hint="Things they enjoy talking about." name="likes" notes={profile.likes} errors={errors} onChange={(n) => set('likes', n)} />
      <div className={styles.row}>
        <Button onClick={save} loading={saving} loadingText="Saving...">
          Save Memory
        </Button>
      </div>
    </Card>
  );
}
