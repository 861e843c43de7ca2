// Placeholder until the admin tools work lands here.
export default function Page() {
  return (
    <section>
      <h2>Remote registry</h2>
      <p>Coming soon.</p>
    </section>
  );
}
