import { LegalDocument } from './legal-document';

export const PRIVACY_SECTIONS = [
  'collected',
  'why',
  'sharing',
  'browser',
  'trackers',
  'retention',
  'rights',
  'security',
  'children',
  'changes',
] as const;

/** Privacy policy. */
export default function PrivacyPage() {
  return <LegalDocument document="privacy" sections={PRIVACY_SECTIONS} />;
}
