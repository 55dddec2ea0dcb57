import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/**
 * Under a listing's description: since when its host (a ride's provider) has been on Orchim, in the
 * wording of the listing's kind. `message` is the translation's key, with its namespace; it takes
 * {{name}} and {{date}} (a month and year).
 */
export function MemberSince({
  person,
  message,
}: {
  person: { firstName: string; memberSince: string };
  message: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="mt-4 text-sm text-muted">
      {t(message, {
        name: person.firstName,
        date: format.date(person.memberSince, { month: 'long', year: 'numeric' }),
      })}
    </p>
  );
}
