// Placeholder until the call engine work lands here.
export default function Page() {
  return (
    <section>
      <h2>Phone simulator</h2>
      <p>Coming soon.</p>
    </section>
  );
}
