import { LegalDocument } from './legal-document';

export const TERMS_SECTIONS = [
  'service',
  'accounts',
  'bookings',
  'cancellations',
  'hosts',
  'guests',
  'reviews',
  'use',
  'content',
  'liability',
  'changes',
  'law',
] as const;

/** Terms of use. */
export default function TermsPage() {
  return <LegalDocument document="terms" sections={TERMS_SECTIONS} />;
}
