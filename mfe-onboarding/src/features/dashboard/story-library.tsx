import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Dialog, LoadingArea, useResource, serverMessage } from '@fondly/design-system';
import type { StoryDetail } from '@fondly/contract';
import { formatDate } from '../../lib/format';
import { getStory, listStories, storyBookUrl } from '../../api/dashboard';
import { listRecipients } from '../../api/recipients';
import { SubPage } from './sub-page';
import styles from './dashboard.module.css';

// The photo uploader loads when the Story Library opens, not with the dashboard (the first-load budget, decision 115).
const FamilyPhotos = lazy(() => import('./family-photos').then((m) => ({ default: m.FamilyPhotos })));
// The book's arrangement loads when the family opens it.
const BookArranger = lazy(() => import('./book-arranger').then((m) => ({ default: m.BookArranger })));

/** A Moment's notes, only those she spoke of (a note nobody mentioned is left out, as in the mail and the PDF). */
function wellnessNotes(w: NonNullable<StoryDetail['wellness']>): Array<[string, string]> {
  const notes: Array<[string, string | null]> = [
    ['Mood', w.mood],
    ['Sleep', w.sleep],
    ['Appetite', w.appetite],
    ['Anything worrying', w.worries.length ? w.worries.join(' ') : null],
  ];
  return notes.filter((n): n is [string, string] => Boolean(n[1]));
}

/** Story Library: every Moment and story, to read here and to download as a PDF keepsake. */
export function StoryLibrary() {
  const state = useResource(async () => ({ stories: await listStories(), recipients: await listRecipients() }), []);
  const [open, setOpen] = useState<StoryDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [arranging, setArranging] = useState<{ id: string; name: string } | null>(null);

  async function read(id: string) {
    setProblem(null);
    try {
      setOpen(await getStory(id));
    } catch (error) {
      setProblem(serverMessage(error) ?? 'That story could not be opened.');
    }
  }

  // "Read It" on the dashboard opens that very Moment (?open=<id>).
  const [params] = useSearchParams();
  const asked = params.get('open');
  useEffect(() => {
    if (asked) void read(asked);
  }, [asked]);

  return (
    <SubPage title="Story Library" intro="Moments and stories from every call, newest first.">
      {state.loading && <LoadingArea />}
      {problem && <p role="alert">{problem}</p>}
      {state.data && state.data.stories.length === 0 && (
        <Card>
          <p className={styles.empty}>No keepsakes yet. After each call, its Moment or story appears here and arrives by email.</p>
        </Card>
      )}
      {state.data?.stories.map((s) => (
        <Card key={s.id} title={s.title} headingLevel={2}>
          <p className={styles.muted}>
            {s.kind === 'story' ? 'Story' : 'Moment'} with {s.recipientName}, {formatDate(s.occurredAt)}
          </p>
          <p>{s.excerpt}</p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => read(s.id)}>
              Read
            </Button>
            <Button variant="ghost" href={s.pdfUrl} download>
              Download PDF
            </Button>
          </div>
        </Card>
      ))}
      {state.data && (
        <Suspense fallback={null}>
          <FamilyPhotos recipients={state.data.recipients} />
        </Suspense>
      )}
      {state.data && state.data.stories.some((s) => s.kind === 'story') && (
        <Card title="Story books" headingLevel={2}>
          <p className={styles.muted}>A book of every story, ready to print (6 × 9 inches): chapters by topic, the family’s photos, and a code beside each story to hear it told in their own voice.</p>
          {state.data.recipients
            .filter((r) => state.data!.stories.some((s) => s.recipientId === r.id && s.kind === 'story'))
            .map((r) => (
              <div key={r.id} className={styles.row}>
                <Button variant="secondary" href={storyBookUrl(r.id)} download>
                  {r.name}'s Story Book (PDF)
                </Button>
                <Button variant="ghost" onClick={() => setArranging({ id: r.id, name: r.name })}>
                  Arrange {r.name}'s book
                </Button>
              </div>
            ))}
        </Card>
      )}
      <Dialog open={arranging !== null} onOpenChange={(o) => !o && setArranging(null)} title={arranging ? `Arrange ${arranging.name}'s book` : ''} size="lg">
        {arranging && (
          <Suspense fallback={<LoadingArea />}>
            <BookArranger recipientId={arranging.id} />
          </Suspense>
        )}
      </Dialog>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.title ?? ''}
        description={open ? `${open.recipientName}, ${formatDate(open.occurredAt)}` : undefined}
        size="lg"
        footer={
          open && (
            <Button href={open.pdfUrl} download>
              Download PDF
            </Button>
          )
        }
      >
        {open && (
          <div className={styles.story}>
            {open.body.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {open.quotes.length > 0 && (
              <>
                <h3>In their own words</h3>
                {open.quotes.map((q, i) => (
                  <blockquote key={i}>“{q}”</blockquote>
                ))}
              </>
            )}
            {open.wellness && wellnessNotes(open.wellness).length > 0 && (
              <>
                <h3>Wellness notes</h3>
                <dl>
                  {wellnessNotes(open.wellness).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </div>
        )}
      </Dialog>
    </SubPage>
  );
}
