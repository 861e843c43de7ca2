// Placeholder until the payments work lands here.
export default function Page() {
  return (
    <section>
      <h2>Stripe webhook events</h2>
      <p>Coming soon.</p>
    </section>
  );
}
