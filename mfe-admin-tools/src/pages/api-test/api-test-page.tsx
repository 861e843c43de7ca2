import { OperatorArea, useOperator, ViewHeader } from '../../components';
import { CallTestsPanel } from '../../features/call-tests/components/call-tests-panel';
import { LiveLogViewer } from '../../features/live-log/live-log-viewer';
import { useLiveLog } from '../../features/live-log/use-live-log';
import './api-test-page.css';
import { usePageTitle } from '@fondly/design-system';

/** /api-test: try each part of a call, then a whole call, while the API's live log runs beside it. */
export default function ApiTestPage() {
  usePageTitle('API test');
  return (
    <OperatorArea>
      <ApiTest />
    </OperatorArea>
  );
}

function ApiTest() {
  const { sessionLost } = useOperator();
  const log = useLiveLog({ onSessionEnded: sessionLost });
  return (
    <div data-page="api-test">
      <ViewHeader
        title="API test"
        description="Try each part of a call on its own, then a whole call, and watch the API's log as it happens. These tests place real calls when Twilio is configured."
      />
      <div className="adm-api-test">
        <CallTestsPanel />
        <div className="adm-api-test__log">
          <LiveLogViewer log={log} />
        </div>
      </div>
    </div>
  );
}
