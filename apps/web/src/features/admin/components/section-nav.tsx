import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CalendarCheck,
  FileClock,
  Flag,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Store,
  UserPlus,
  Users,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { ADMIN_SECTIONS, sectionHref, type AdminSection } from '../admin-params';
import { useOverview } from '../api/get-overview';

const ICONS: Record<AdminSection, LucideIcon> = {
  overview: LayoutDashboard,
  applications: UserPlus,
  listings: Store,
  bookings: CalendarCheck,
  reviews: MessageSquareText,
  reports: Flag,
  users: Users,
  messages: Inbox,
  audit: FileClock,
};

/** How the count beside a section reads out: "Messages, 5 unread". */
const WAITING_WORDS: Partial<Record<AdminSection, 'nav.pending' | 'nav.unread' | 'nav.toReview'>> = {
  applications: 'nav.pending',
  reports: 'nav.toReview',
  messages: 'nav.unread',
};

/**
 * The admin sections as links (each one's address is `?section=…`: bookmarkable, and Back returns to the
 * previous one): a column beside the content on a wide screen, a row that scrolls sideways on a phone.
 * What waits for the admin (pending applications, reported messages not hidden, unread contact messages) is
 * counted beside its section.
 */
export function SectionNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const overview = useOverview();
  const waiting: Partial<Record<AdminSection, number>> = overview.data
    ? {
        applications: overview.data.hosts.pending ?? 0,
        reports: overview.data.openReports,
        messages: overview.data.unreadMessages,
      }
    : {};

  return (
    <nav aria-label={t('nav.label')} className="-mx-4 sm:mx-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="flex gap-1.5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:px-0 lg:flex-col lg:overflow-visible lg:pb-0">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = ICONS[section];
          const active = section === current;
          const count = waiting[section];
          return (
            <li key={section} className="shrink-0">
              <Link
                to={sectionHref(section)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-11 items-center gap-2.5 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors lg:rounded-xl',
                  active
                    ? 'bg-navy-700 text-white'
                    : 'border border-line bg-surface text-ink hover:border-navy-600/40 hover:text-navy-700 lg:border-transparent lg:bg-transparent lg:hover:bg-navy-50',
                )}
              >
                <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                <span className="lg:flex-1">{t(`sections.${section}`)}</span>
                {count ? <span className="sr-only">,</span> : null}
                {/* A space, so the link reads "Messages, 5 unread" (flex drops it visually). */}
                {count ? ' ' : null}
                {count ? (
                  <>
                    {/* The number alone on screen (the sidebar is narrow), the whole words for screen readers. */}
                    <span
                      aria-hidden="true"
                      className={cn(
                        'min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
                        active ? 'bg-white/20 text-white' : 'bg-gold-100 text-gold-700',
                      )}
                    >
                      {format.number(count)}
                    </span>
                    <span className="sr-only">
                      {t(WAITING_WORDS[section] ?? 'nav.pending', { number: format.number(count) })}
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
