import { Route, Routes, useParams } from 'react-router-dom';
import { LocalCheckout } from './local-checkout';
import { ManageBilling } from './manage-billing';
import './checkout.css';

/**
 * /checkout/* (the local checkout, the embedded default without Stripe):
 *   /checkout/<id>     pay for one checkout with a test card
 *   /checkout/manage   the signed-in family changes card or cancels (Stripe's Billing Portal locally)
 */
export default function CheckoutPage() {
  return (
    <Routes>
      <Route path="manage" element={<ManageBilling />} />
      <Route path=":id" element={<CheckoutById />} />
      <Route path="*" element={<CheckoutById />} />
    </Routes>
  );
}

function CheckoutById() {
  const { id = '' } = useParams();
  return <LocalCheckout key={id} id={id} />;
}
