import { useState, type FormEvent } from 'react';
import { Button, Card, SelectField, TextField, serverMessage, useResource } from '@fondly/design-system';
import { newPhotoSchema, PHOTO_LIMITS, PHOTO_MESSAGES, TOPICS, type FamilyPhoto } from '@fondly/contract';
import { addPhoto, listPhotos, photoImageUrl, removePhoto } from '../../api/photos';
import { formatDate } from '../../lib/format';
import styles from './dashboard.module.css';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Family photos (issue 31): a photo of a loved one, with an optional caption. The newest one is
 * printed on their next Moment's keepsake page. Checked here with the API's own schema.
 */
export function FamilyPhotos({ recipients }: { recipients: Array<{ id: string; name: string }> }) {
  const photos = useResource(() => listPhotos(), []);
  const [recipientId, setRecipientId] = useState(recipients[0]?.id ?? '');
  const [caption, setCaption] = useState('');
  const [topic, setTopic] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    if (!file) return setErrors({ image: PHOTO_MESSAGES.chooseImage });
    if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return setErrors({ image: PHOTO_MESSAGES.wrongType });
    if (file.size > PHOTO_LIMITS.maxBytes) return setErrors({ image: PHOTO_MESSAGES.tooLarge });
    const input = { recipientId, caption, topic: topic as (typeof TOPICS)[number] | '', image: await readAsDataUrl(file) };
    const checked = newPhotoSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await addPhoto(input);
      setCaption('');
      setTopic('');
      setFile(null);
      (e.target as HTMLFormElement).reset();
      setStatus(PHOTO_MESSAGES.added);
      photos.reload();
    } catch (error) {
      setErrors({ image: serverMessage(error) ?? 'The photo could not be added. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  async function remove(photo: FamilyPhoto) {
    try {
      await removePhoto(photo.id);
      setStatus(PHOTO_MESSAGES.removed);
      photos.reload();
    } catch (error) {
      setStatus(serverMessage(error) ?? 'The photo could not be removed.');
    }
  }

  if (!recipients.length) return null;
  return (
    <Card title="Family photos" headingLevel={2}>
      <p className={styles.muted}>Add a photo and the newest one is printed on the next Moment’s keepsake page, beside the words of the call. Every photo also goes in the story book, in the chapter you choose.</p>
      <form onSubmit={submit} noValidate className={styles.photoForm}>
        {recipients.length > 1 && (
          <SelectField label="Photo of" name="recipientId" value={recipientId} onChange={(e) => setRecipientId(e.target.value)} options={recipients.map((r) => ({ value: r.id, label: r.name }))} error={errors.recipientId} />
        )}
        <label className={styles.photoPicker}>
          Photo (JPEG or PNG, under 5 MB)
          <input type="file" name="image" accept={PHOTO_LIMITS.types.join(',')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-invalid={errors.image ? true : undefined} />
        </label>
        {errors.image && <p role="alert">{errors.image}</p>}
        <TextField label="Caption (optional)" name="caption" value={caption} maxLength={PHOTO_LIMITS.captionMax + 20} onChange={(e) => setCaption(e.target.value)} error={errors.caption} />
        <SelectField
          label="Chapter in the story book (optional)"
          name="topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          options={[{ value: '', label: 'No chapter: the photo pages at the end' }, ...TOPICS.map((t) => ({ value: t, label: t }))]}
          error={errors.topic}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add photo'}
        </Button>
      </form>
      {status && <p role="status">{status}</p>}
      {photos.data && photos.data.length > 0 && (
        <ul className={styles.cardList}>
          {photos.data.map((p) => (
            <li key={p.id}>
              <img src={photoImageUrl(p.id)} alt={p.caption ?? `A photo of ${p.recipientName}`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />{' '}
              <strong>{p.recipientName}</strong>, {formatDate(p.createdAt)}
              {p.caption ? `: ${p.caption}` : ''}
              {p.topic ? ` (in “${p.topic}”)` : ''}{' '}
              <Button variant="ghost" onClick={() => remove(p)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
