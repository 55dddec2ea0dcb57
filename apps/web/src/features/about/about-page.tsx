// Placeholder until the content pages land.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
