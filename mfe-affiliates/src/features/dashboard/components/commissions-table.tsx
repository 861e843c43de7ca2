import { AFFILIATE_MESSAGES, formatCents, type CommissionRow } from '@fondly/api/contract';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS_LABEL: Record<CommissionRow['status'], string> = { paid: 'Paid', pending: 'Pending', reversed: 'Reversed' };

/** Customer, plan, date, amount and a status badge; 'paid' stands out, the rest are secondary. */
export function CommissionsTable({ commissions }: { commissions: CommissionRow[] }) {
  if (commissions.length === 0) return <p className="aff-empty">{AFFILIATE_MESSAGES.noCommissions}</p>;
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
