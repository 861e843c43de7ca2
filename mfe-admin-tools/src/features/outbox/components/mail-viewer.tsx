import { useState } from 'react';
import { Button, Dialog, Fallback, LoadingArea, toast } from '@fondly/design-system';
import { errorMessage, formatDateTime, useResource } from '../../../components';
import { getOutboxMail, outboxMailAttachmentUrl, outboxMailHtmlUrl } from '../api/get-outbox-mail';
import { retryOutboxMail } from '../api/retry-outbox-mail';
import { OutboxStatus } from './outbox-status';
import './outbox.css';

/** One mail as the family sees it (HTML in a sandboxed frame, or the plain text), its PDF and its delivery record. */
export function MailViewer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const mail = useResource(() => getOutboxMail(id), [id]);
  const [view, setView] = useState<'html' | 'text'>('html');
  const [retrying, setRetrying] = useState(false);
  const m = mail.data;

  const retry = async () => {
    setRetrying(true);
    try {
      await retryOutboxMail(id);
      toast({ title: 'Queued again', description: 'The mail will be sent on the next pass.' });
      mail.reload();
      onChanged();
    } catch (err) {
      toast({ title: 'Could not retry', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m ? m.subject : 'Mail'}
      description={m ? <span className="adm-mail__to">To {m.toName ? `${m.toName} <${m.toEmail}>` : m.toEmail}</span> : undefined}
      size="lg"
      footer={
        <>
          {m?.status === 'failed' && (
            <Button variant="secondary" onClick={retry} loading={retrying} loadingText="Queuing…">
              Try again now
            </Button>
          )}
          {m?.attachmentName && (
            <Button variant="secondary" href={outboxMailAttachmentUrl(id)} download={m.attachmentName}>
              Download PDF
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {mail.error && !m ? (
        <Fallback title="This mail could not be loaded" message={mail.error.message} onRetry={mail.reload} />
      ) : !m ? (
        <LoadingArea label="Loading the mail…" minHeight="10rem" />
      ) : (
        <div className="adm-mail">
          <dl className="adm-mail__facts">
            <div>
              <dt>State</dt>
              <dd>
                <OutboxStatus status={m.status} transport={m.transport} />
                {m.transport !== 'local' && m.attempts > 0 && ` after ${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`}
              </dd>
            </div>
            <div>
              <dt>Written</dt>
              <dd>{formatDateTime(m.createdAt)}</dd>
            </div>
            {m.sentAt && (
              <div>
                <dt>Sent</dt>
                <dd>{formatDateTime(m.sentAt)}</dd>
              </div>
            )}
            {m.status === 'pending' && m.attempts > 0 && (
              <div>
                <dt>Next try</dt>
                <dd>{formatDateTime(m.nextAttemptAt)}</dd>
              </div>
            )}
            <div>
              <dt>Kind</dt>
              <dd>{m.template}</dd>
            </div>
            {m.lastError && (
              <div className="adm-mail__error">
                <dt>Last error</dt>
                <dd>{m.lastError}</dd>
              </div>
            )}
          </dl>
          {m.redacted && <p className="adm-muted">{m.text}</p>}
          {!m.redacted && (
            <>
              <div className="adm-mail__tabs" role="group" aria-label="Show the mail as">
                <Button variant={view === 'html' ? 'primary' : 'ghost'} aria-pressed={view === 'html'} onClick={() => setView('html')}>
                  As the family sees it
                </Button>
                <Button variant={view === 'text' ? 'primary' : 'ghost'} aria-pressed={view === 'text'} onClick={() => setView('text')}>
                  Plain text
                </Button>
              </div>
              {view === 'html' ? (
                <iframe className="adm-mail__frame" title={`The mail “${m.subject}”`} src={outboxMailHtmlUrl(id)} sandbox="" />
              ) : (
                <pre className="adm-mail__text">{m.text}</pre>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
