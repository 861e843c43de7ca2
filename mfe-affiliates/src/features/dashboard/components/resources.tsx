import { COMMISSION_RATE_PERCENT, formatCents, MIN_PAYOUT_CENTS } from '@fondly/contract';
import { CommissionExamples } from '../../../components/commission-examples';

/** Resources: the commission structure, what to say about Fondly, and to whom. */
export function Resources() {
  return (
    <div className="aff-resources">
      <section aria-labelledby="aff-res-structure">
        <h3 id="aff-res-structure">Commission structure</h3>
        <p>
          You earn {COMMISSION_RATE_PERCENT}% of every paid invoice of each family you refer, every month they stay. Free trials earn nothing
          until the first payment; a refunded payment's commission is taken back. Payouts start at {formatCents(MIN_PAYOUT_CENTS)}.
        </p>
        <CommissionExamples />
      </section>
      <section aria-labelledby="aff-res-points">
        <h3 id="aff-res-points">Selling points</h3>
        <ul>
          <li>A warm, natural voice calls on a schedule: companionship for loneliness, or life stories kept for the family.</li>
          <li>Works on any phone, landline included. No app, no screen, nothing to learn.</li>
          <li>Wellness check-ins, and the family is alerted at once if something sounds wrong.</li>
          <li>After each call the family gets a short Moment or story by email, with a PDF keepsake.</li>
          <li>A 7-day free trial on every plan; cancel any time, with a 30-day money-back guarantee.</li>
        </ul>
      </section>
      <section aria-labelledby="aff-res-audience">
        <h3 id="aff-res-audience">Who it is for</h3>
        <ul>
          <li>Adult children and grandchildren who live far from an older parent or grandparent.</li>
          <li>Family caregivers who want someone to check in between their own visits.</li>
          <li>Assisted-living communities, senior centres, churches and clubs.</li>
          <li>Writers, podcasters and creators whose audience cares for older relatives.</li>
        </ul>
      </section>
    </div>
  );
}
