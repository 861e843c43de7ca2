import { useState } from 'react';
import { Button, CheckboxField, LoadingArea, serverMessage, useResource } from '@fondly/design-system';
import { BOOK_MESSAGES, bookArrangementSchema, type BookArrangement, type StoryBookPlan } from '@fondly/contract';
import { formatDate } from '../../lib/format';
import { getBookPlan, saveBookPlan, storyBookUrl } from '../../api/dashboard';
import styles from './book-arranger.module.css';

type Chapter = StoryBookPlan['chapters'][number];

/**
 * The family arranges a loved one's story book before it is made (issue 31): the chapters' order
 * (moved up and down) and which stories are in it. Saved with the API's own schema; the yearly
 * book and "Download the book" both follow what is saved.
 */
export function BookArrangement({ plan, onSave }: { plan: StoryBookPlan; onSave: (arrangement: BookArrangement) => Promise<StoryBookPlan> }) {
  const [chapters, setChapters] = useState<Chapter[]>(plan.chapters);
  const [leftOut, setLeftOut] = useState<Set<string>>(() => new Set(plan.chapters.flatMap((c) => c.stories.filter((s) => !s.inBook).map((s) => s.id))));
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function move(index: number, by: -1 | 1) {
    const next = [...chapters];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setChapters(next);
    setStatus(null);
  }

  function toggle(id: string, inBook: boolean) {
    const next = new Set(leftOut);
    if (inBook) next.delete(id);
    else next.add(id);
    setLeftOut(next);
    setStatus(null);
  }

  async function save() {
    setError(null);
    setStatus(null);
    const total = chapters.reduce((n, c) => n + c.stories.length, 0);
    if (total > 0 && leftOut.size >= total) return setError(BOOK_MESSAGES.keepOne);
    const checked = bookArrangementSchema.safeParse({ chapters: chapters.map((c) => c.key), leftOut: [...leftOut] });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? BOOK_MESSAGES.unknownChapter);
    setBusy(true);
    try {
      const saved = await onSave(checked.data);
      setChapters(saved.chapters);
      setStatus(BOOK_MESSAGES.saved);
    } catch (e) {
      setError(serverMessage(e) ?? 'The book could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className={styles.note}>Put the chapters in the order you like and untick any story to leave it out. The yearly book and every download follow what you save.</p>
      <ol className={styles.chapters} aria-label={`Chapters of ${plan.recipientName}'s book`}>
        {chapters.map((chapter, i) => (
          <li key={chapter.key} className={styles.chapter}>
            <div className={styles.chapterHead}>
              <h3>
                Chapter {i + 1}: {chapter.title}
              </h3>
              <div className={styles.moves}>
                <Button variant="ghost" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${chapter.title} up`}>
                  Move up
                </Button>
                <Button variant="ghost" onClick={() => move(i, 1)} disabled={i === chapters.length - 1} aria-label={`Move ${chapter.title} down`}>
                  Move down
                </Button>
              </div>
            </div>
            <ul className={styles.stories}>
              {chapter.stories.map((s) => (
                <li key={s.id} className={leftOut.has(s.id) ? styles.out : undefined}>
                  <CheckboxField
                    label={`${s.title} (${formatDate(s.occurredAt)})`}
                    hint={s.voice ? 'Printed with a code to hear the recording' : undefined}
                    checked={!leftOut.has(s.id)}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                </li>
              ))}
            </ul>
            {chapter.photos > 0 && <p className={styles.note}>{chapter.photos === 1 ? 'With 1 family photo' : `With ${chapter.photos} family photos`}</p>}
          </li>
        ))}
      </ol>
      {plan.otherPhotos > 0 && <p className={styles.note}>{plan.otherPhotos === 1 ? '1 family photo' : `${plan.otherPhotos} family photos`} with no chapter go on the photo pages at the end.</p>}
      {error && <p role="alert">{error}</p>}
      {status && <p role="status">{status}</p>}
      <Button onClick={save} disabled={busy}>
        {busy ? 'Saving…' : 'Save the book'}
      </Button>
    </div>
  );
}

/** Loads a loved one's book arrangement (lazily, when the family opens it) and saves it. */
export function BookArranger({ recipientId }: { recipientId: string }) {
  const plan = useResource(() => getBookPlan(recipientId), [recipientId]);
  if (plan.loading) return <LoadingArea />;
  if (plan.error || !plan.data) return <p role="alert">{serverMessage(plan.error) ?? 'The book could not be opened. Please try again.'}</p>;
  return (
    <>
      <BookArrangement plan={plan.data} onSave={(a) => saveBookPlan(recipientId, a)} />
      <p>
        <Button variant="secondary" href={storyBookUrl(recipientId)} download>
          Download the book (PDF)
        </Button>
      </p>
    </>
  );
}
