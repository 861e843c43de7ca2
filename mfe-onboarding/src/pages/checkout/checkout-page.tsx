import { usePageTitle } from '../../lib/use-page-title';

export default function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <main className="fds-container" data-page="checkout">
      <h1>Checkout</h1>
      <p>This page is on its way.</p>
    </main>
  );
}
