import type { ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { PageShell } from '../../components/page-shell';
import shell from '../../components/page-shell.module.css';
import { LocalCheckout } from './local-checkout';
import { ManageBilling } from './manage-billing';
import { Receipt } from './receipt';
import './checkout.css';

/**
 * /checkout/* (the local checkout, the embedded default without Stripe):
 *   /checkout/<id>                    pay for one checkout with a test card
 *   /checkout/manage                  the signed-in family's plan: change it, cancel, card, invoices
 *   /checkout/manage/receipts/<id>    one invoice's receipt, to keep or print
 * Each has the site's top bar and a way back to where the family came from.
 */
export default function CheckoutPage() {
  return (
    <Routes>
      <Route
        path="manage"
        element={
          <Frame page="manage-billing" back={{ to: '/dashboard', label: 'Back to your dashboard' }}>
            <ManageBilling />
          </Frame>
        }
      />
      <Route
        path="manage/receipts/:invoiceId"
        element={
          <Frame page="receipt" back={{ to: '/checkout/manage', label: 'Back to your plan' }}>
            <ReceiptById />
          </Frame>
        }
      />
      <Route path=":id" element={<CheckoutFrame />} />
      <Route path="*" element={<CheckoutFrame />} />
    </Routes>
  );
}

function Frame({ page, back, children }: { page: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <PageShell
      page={page}
      width="wide"
      actions={
        <Link to={back.to} className={`${shell.headerLink} chk-back`}>
          {back.label}
        </Link>
      }
    >
      {children}
    </PageShell>
  );
}

function CheckoutFrame() {
  const { id = '' } = useParams();
  return (
    <Frame page="checkout" back={{ to: '/#pricing', label: 'Back to plans' }}>
      <LocalCheckout key={id} id={id} />
    </Frame>
  );
}

function ReceiptById() {
  const { invoiceId = '' } = useParams();
  return <Receipt key={invoiceId} invoiceId={invoiceId} />;
}
