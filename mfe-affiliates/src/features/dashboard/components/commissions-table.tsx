import { AFFILIATE_MESSAGES, formatCents, type CommissionRow } from '@fondly/contract';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/**
 * 'pending' in the ledger is money earned and not yet paid out: it is what "Available for
 * payout" adds up, so it is not called "Pending" here.
 */
const STATUS_LABEL: Record<CommissionRow['status'], string> = { paid: 'Paid', pending: 'Earned', reversed: 'Reversed' };

/** While referred families are on their free trial there is nothing to pay on yet: say so. */
function trialNote(referrals: number, ratePercent: number): string {
  const who = referrals === 1 ? '1 family you referred has' : `${referrals} families you referred have`;
  return `No commissions yet: ${who} started a free trial. You earn ${ratePercent}% of every invoice they pay, from the first one after the trial.`;
}

/** Customer, plan, date, amount and a status badge; 'paid' stands out, the rest are secondary. */
export function CommissionsTable({ commissions, referrals, ratePercent }: { commissions: CommissionRow[]; referrals: number; ratePercent: number }) {
  if (commissions.length === 0) return <p className="aff-empty">{referrals > 0 ? trialNote(referrals, ratePercent) : AFFILIATE_MESSAGES.noCommissions}</p>;
  return (
    <div className="aff-table-frame">
      <table className="aff-table">
        <caption className="fds-visually-hidden">Your commissions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Plan</th>
            <th scope="col">Date</th>
            <th scope="col" className="aff-num">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {commissions.map((c) => (
            <tr key={c.id}>
              <td data-label="Customer">{c.customerName}</td>
              <td data-label="Plan">{c.plan}</td>
              <td data-label="Date">{day.format(new Date(c.createdAt))}</td>
              <td data-label="Amount" className="aff-num">
                {formatCents(c.amountCents)}
              </td>
              <td data-label="Status">
                <span className={c.status === 'paid' ? 'aff-badge aff-badge--paid' : 'aff-badge'}>{STATUS_LABEL[c.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
