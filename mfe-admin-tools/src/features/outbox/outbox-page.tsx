// Placeholder until the after-call delivery work lands here.
export default function Page() {
  return (
    <section>
      <h2>Mail outbox</h2>
      <p>Coming soon.</p>
    </section>
  );
}
