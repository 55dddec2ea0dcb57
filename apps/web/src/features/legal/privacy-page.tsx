// Placeholder until the content pages land.
export default function PrivacyPage() {
  return <h1>PrivacyPage</h1>;
}
