// Placeholder until the payments and affiliates work lands here.
export default function Page() {
  return (
    <section>
      <h2>Payouts and refunds</h2>
      <p>Coming soon.</p>
    </section>
  );
}
