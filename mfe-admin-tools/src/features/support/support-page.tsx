// Placeholder until the families work lands here.
export default function Page() {
  return (
    <section>
      <h2>Support requests</h2>
      <p>Coming soon.</p>
    </section>
  );
}
