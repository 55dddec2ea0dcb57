import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@orchim/shared/admin';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useFormat } from '@/lib/format';
import { useAdminUser } from '../api/get-admin-user';
import { useAdminErrorText } from './use-admin-error';

/** One account in full (GET /admin/users/{id}): contact, role and host status, what it holds. */
export function UserDetailsDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: AdminUser;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const details = useAdminUser(user.id);
  const errorText = useAdminErrorText();
  const detail = details.data;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <div className="space-y-4 p-6">
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-navy-800">
            <bdi>{user.fullName || user.email}</bdi>
          </h2>
          <p dir="ltr" className="text-start text-sm break-all text-muted">
            {user.email}
          </p>
        </div>
        {details.isPending ? (
          <RowsSkeleton rows={2} rowClassName="h-12" />
        ) : details.isError ? (
          <FormAlert>{errorText(details.error)}</FormAlert>
        ) : detail ? (
          <>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <Stat label={t('users.detail.bookings')} value={format.number(detail.bookings)} />
              <Stat label={t('users.detail.listings')} value={format.number(detail.listings)} />
              <Stat label={t('users.detail.reviews')} value={format.number(detail.reviews)} />
            </dl>
            <dl className="divide-y divide-line rounded-xl border border-line text-sm">
              <Row label={t('users.detail.phone')}>
                {detail.phone ? (
                  <a href={`tel:${detail.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="text-navy-700">
                    {detail.phone}
                  </a>
                ) : (
                  t('users.detail.none')
                )}
              </Row>
              <Row label={t('users.columns.role')}>
                {t(`users.roles.${detail.userType}`)}
                {detail.isAdmin ? ` · ${t('users.roles.admin')}` : ''}
              </Row>
              {detail.hostStatus ? (
                <Row label={t('users.detail.hostStatus')}>
                  {t(`hostStatus.${detail.hostStatus}`)}
                  {detail.hostStatusReason ? (
                    <span className="block text-muted">
                      <bdi>{detail.hostStatusReason}</bdi>
                    </span>
                  ) : null}
                </Row>
              ) : null}
              <Row label={t('users.columns.state')}>{t(`users.states.${String(detail.disabled)}`)}</Row>
              <Row label={t('users.columns.joined')}>{format.date(detail.createdAt)}</Row>
              <Row label={t('users.detail.lastSignIn')}>
                {detail.lastSignInAt
                  ? format.date(detail.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : t('users.neverSignedIn')}
              </Row>
            </dl>
          </>
        ) : null}
        <div className="flex justify-end">
          <Button ref={closeRef} variant="outline" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-page px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-navy-800 tabular-nums">{value}</dd>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 px-3 py-2">
      <dt className="w-32 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 text-ink">{children}</dd>
    </div>
  );
}
