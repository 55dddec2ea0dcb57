import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CONVERSATION_ROLES } from '@orchim/shared/conversation-vocabulary';
import { cn } from '@/lib/cn';
import { useUnreadCounts } from '@/lib/messages/use-conversations';
import { INBOX_PATHS } from './inbox-paths';

/**
 * A host writes as a host (to their guests) and as a guest (to other hosts): the two inboxes, each with
 * its unread count, one a link away from the other.
 */
export function RoleSwitch() {
  const { t } = useTranslation('conversations');
  const counts = useUnreadCounts().data;
  return (
    <nav aria-label={t('inbox.roles.label')}>
      <ul className="inline-flex flex-wrap gap-1 rounded-full border border-line bg-page p-1">
        {CONVERSATION_ROLES.map((role) => {
          const unread = counts?.[role] ?? 0;
          return (
            <li key={role}>
              <NavLink
                to={INBOX_PATHS[role]}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
                    isActive ? 'bg-navy-700 text-white' : 'text-navy-700 hover:bg-navy-50',
                  )
                }
              >
                {t(`inbox.roles.${role}`)}
                {unread ? (
                  <span className="rounded-full bg-brick-600 px-1.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{unread}</span>
                    <span className="sr-only"> ({t('inbox.unread', { count: unread })})</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
