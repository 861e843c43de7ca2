import { usePageTitle } from '../../lib/use-page-title';

export default function ScheduleCallPage() {
  usePageTitle('Schedule Your First Call');
  return (
    <main className="fds-container" data-page="schedule-call">
      <h1>Schedule Your First Call</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
