import { Fallback, LoadingArea } from '@fondly/design-system';
import type { FeedbackItem } from '@fondly/contract';
import { type DataColumn, DataTable, formatDateTime, RefreshButton, StatTile, StatTiles, StatusBadge, useResource, ViewHeader } from '../../components';
import { getFeedback } from './api/get-feedback';
import { RATING_WORDS } from './components/star-rating';
import './components/feedback.css';

const COLUMNS: ReadonlyArray<DataColumn<FeedbackItem>> = [
  { header: 'Received', cell: (f) => formatDateTime(f.createdAt) },
  {
    header: 'Rating',
    cell: (f) => (
      <span className="adm-feedback-list__rating" title={RATING_WORDS[f.rating]}>
        <span aria-hidden="true">{'★'.repeat(f.rating)}{'☆'.repeat(5 - f.rating)}</span> {f.rating}/5
      </span>
    ),
  },
  { header: 'Recommend', cell: (f) => <StatusBadge tone={f.recommend ? 'success' : 'warning'}>{f.recommend ? 'Yes' : 'No'}</StatusBadge> },
  { header: 'Comment', cell: (f) => f.comment || <span className="adm-muted">None</span> },
  { header: 'Reason', cell: (f) => f.recommendReason || <span className="adm-muted">None</span> },
  {
    header: 'Call',
    hideOnPhone: true,
    cell: (f) => (f.callId ? (f.recipientName ?? <span className="adm-muted">Call no longer on record</span>) : <span className="adm-muted">Demo form</span>),
  },
];

/** Feedback received: what families said, newest first, with totals. */
export default function FeedbackPage() {
  const feedback = useResource(getFeedback);
  const totals = feedback.data?.totals;
  return (
    <section>
      <ViewHeader
        title="Feedback received"
        description="What families said after their calls, newest first."
        actions={
          <RefreshButton resource={feedback} />
        }
      />
      {feedback.error && !feedback.data ? (
        <Fallback title="Feedback could not be loaded" message={feedback.error.message} onRetry={feedback.reload} />
      ) : !feedback.data || !totals ? (
        <LoadingArea label="Loading feedback…" minHeight="12rem" />
      ) : (
        <>
          <StatTiles label="Feedback totals">
            <StatTile label="Answers" value={totals.count} />
            <StatTile label="Average rating" value={totals.averageRating === null ? '–' : `${totals.averageRating.toFixed(1)} / 5`} />
            <StatTile
              label="Would recommend"
              value={totals.recommendShare === null ? '–' : `${Math.round(totals.recommendShare * 100)}%`}
            />
          </StatTiles>
          {totals.count > 0 && <RatingBars ratings={totals.ratings} count={totals.count} />}
          <DataTable
            caption="Feedback, newest first"
            columns={COLUMNS}
            rows={feedback.data.items}
            rowKey={(f) => f.id}
            rowTone={(f) => (f.rating <= 2 ? 'highlight' : undefined)}
            empty="No feedback yet. Answers from the feedback form appear here."
          />
          {totals.count > feedback.data.items.length && (
            <p className="adm-muted">Showing the newest {feedback.data.items.length} of {totals.count} answers.</p>
          )}
        </>
      )}
    </section>
  );
}

function RatingBars({ ratings, count }: { ratings: number[]; count: number }) {
  return (
    <figure className="adm-rating-bars">
      <figcaption className="fds-visually-hidden">How many answers gave each rating</figcaption>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = ratings[stars - 1] ?? 0;
        return (
          <div key={stars} className="adm-rating-bars__row">
            <span className="adm-rating-bars__label">{stars} ★</span>
            <span className="adm-rating-bars__track" aria-hidden="true">
              <span className="adm-rating-bars__fill" style={{ width: `${(n / count) * 100}%` }} />
            </span>
            <span className="adm-rating-bars__count">
              {n}
              <span className="fds-visually-hidden"> answers with {stars} stars</span>
            </span>
          </div>
        );
      })}
    </figure>
  );
}
