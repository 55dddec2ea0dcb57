import { Check } from 'lucide-react';

/** The host's details, one item a line: the lines with words in them, in their order. */
export const detailLines = (details: string) =>
  details
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Schedule, what is included, what to bring: a list, one item a line of the host's text. */
export function ListingDetails({ details }: { details: string }) {
  const lines = detailLines(details);
  return (
    <ul className="space-y-3">
      {lines.map((line, index) => (
        // Two lines may say the same; their place tells them apart.
        <li key={index} className="flex gap-3">
          <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span className="leading-relaxed text-ink">{line}</span>
        </li>
      ))}
    </ul>
  );
}
