import { OperatorArea } from '../../components';
import { usePageTitle } from '../../lib/use-page-title';

export default function ApiTestPage() {
  usePageTitle('API test');
  return (
    <OperatorArea>
      <h1>API test</h1>
      <p>This page is on its way.</p>
    </OperatorArea>
  );
}
