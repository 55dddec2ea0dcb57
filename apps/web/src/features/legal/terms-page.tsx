// Placeholder until the content pages land.
export default function TermsPage() {
  return <h1>TermsPage</h1>;
}
