import { useState } from 'react';
import { Button, usePageTitle } from '@fondly/design-system';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal';
import './demo-feedback-page.css';

/**
 * /demo-feedback opens the feedback modal (spec section 2). Public on purpose: it shows
 * nothing private and only sends what the visitor types (docs/decisions/061).
 */
export default function DemoFeedbackPage() {
  usePageTitle('Demo feedback');
  const [open, setOpen] = useState(true);
  return (
    <main className="adm-demo" data-page="demo-feedback">
      <h1>Demo feedback</h1>
      <p>This is the feedback form families see after a call. Answers sent from here are stored like any other.</p>
      <Button onClick={() => setOpen(true)}>Open the feedback form</Button>
      <FeedbackModal open={open} onOpenChange={setOpen} />
    </main>
  );
}
