// Placeholder until the content pages land.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
