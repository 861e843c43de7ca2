// Placeholder until the families work lands here.
export default function Page() {
  return (
    <section>
      <h2>Signup experiment</h2>
      <p>Coming soon.</p>
    </section>
  );
}
