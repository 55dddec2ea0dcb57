// Placeholder until the content pages land.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
