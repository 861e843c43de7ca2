import { ViewHeader } from '../../components';
import { PayoutRequests } from './components/payout-requests';
import { Refunds } from './components/refunds';
import './components/payouts.css';

/** Money going out: affiliates' payout requests and customers' refunds. */
export default function PayoutsPage() {
  return (
    <section>
      <ViewHeader title="Payouts and refunds" description="Affiliate payout requests to approve and pay, and payments to refund under the 30-day money-back guarantee." />
      <PayoutRequests />
      <Refunds />
    </section>
  );
}
