import { useTranslation } from 'react-i18next';
import { Ban, Info, ShieldCheck, ShieldMinus, ShieldPlus, UserCheck } from 'lucide-react';
import type { AdminUser } from '@orchim/shared/admin';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useAdminUsers } from '../api/get-admin-users';
import { useDisableUser, useEnableUser, useSetUserAdmin } from '../api/user-actions';
import { ActionDialog } from './action-dialog';
import { DataTable, type Column } from './data-table';
import { FilterBar, SearchBox, SelectFilter } from './filters';
import { ListResults, SectionFrame } from './list-results';
import { StatusBadge } from './status-badge';
import { UserDetailsDialog } from './user-details-dialog';
import { useDialogTarget } from './use-dialog-target';
import { useQuickAction } from './use-quick-action';

const ROLES = ['guest', 'host', 'admin'] as const;
const DISABLED = ['false', 'true'] as const;

type Confirm = { user: AdminUser; action: 'disable' | 'grant' | 'revoke' };

/**
 * Every account, searched and filtered by role and state: its details; disable (an optional reason) or
 * enable it; grant or remove the admin role. Never on one's own account (the server refuses it too).
 */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const role = parseOneOf(params.get('role'), ROLES);
  const disabled = parseOneOf(params.get('disabled'), DISABLED);
  const users = useAdminUsers({ role, disabled, q: params.q, page: params.page });
  const disable = useDisableUser();
  const enable = useEnableUser();
  const setAdmin = useSetUserAdmin();
  const quick = useQuickAction();
  const confirm = useDialogTarget<Confirm>();
  const details = useDialogTarget<AdminUser>();
  const target = confirm.target;
  const name = target ? `\u2068${target.user.fullName || target.user.email}\u2069` : '';

  return (
    <SectionFrame id="admin-users" title={t('sections.users')} lead={t('users.lead')}>
      <FilterBar>
        <SearchBox
          label={t('users.search')}
          hint={t('users.searchHint')}
          value={params.q}
          onSearch={(q) => params.apply({ q })}
        />
        <SelectFilter
          label={t('users.role')}
          value={role}
          allLabel={t('users.allRoles')}
          options={ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          onChange={(value) => params.apply({ role: value })}
        />
        <SelectFilter
          label={t('users.state')}
          value={disabled}
          allLabel={t('users.allStates')}
          options={DISABLED.map((value) => ({ value, label: t(`users.states.${value}`) }))}
          onChange={(value) => params.apply({ disabled: value })}
        />
      </FilterBar>
      <ListResults query={users} params={params} filtered={Boolean(role || disabled || params.q)}>
        {(items: AdminUser[]) => (
          <UsersTable
            items={items}
            busy={users.isPlaceholderData}
            onDetails={details.show}
            onConfirm={confirm.show}
            onEnable={(user) =>
              void quick(
                () => enable.mutateAsync({ id: user.id }),
                t('users.enabled', { name: `\u2068${user.fullName || user.email}\u2069` }),
              )
            }
          />
        )}
      </ListResults>
      {target ? (
        target.action === 'disable' ? (
          <ActionDialog
            key={confirm.key}
            open={confirm.open}
            onClose={confirm.close}
            title={t('users.disableTitle', { name })}
            lead={t('users.disableLead')}
            reason="optional"
            reasonHint={t('users.reasonHint')}
            confirmLabel={t('users.disable')}
            tone="accent"
            done={t('users.disabled', { name })}
            onConfirm={(reason) => disable.mutateAsync({ id: target.user.id, reason })}
          />
        ) : (
          <ActionDialog
            key={confirm.key}
            open={confirm.open}
            onClose={confirm.close}
            title={t(target.action === 'grant' ? 'users.grantTitle' : 'users.revokeTitle', { name })}
            lead={t(target.action === 'grant' ? 'users.grantLead' : 'users.revokeLead')}
            reason="none"
            confirmLabel={t(target.action === 'grant' ? 'users.grant' : 'users.revoke')}
            tone={target.action === 'grant' ? 'primary' : 'accent'}
            done={t(target.action === 'grant' ? 'users.granted' : 'users.revoked', { name })}
            onConfirm={() => setAdmin.mutateAsync({ id: target.user.id, admin: target.action === 'grant' })}
          />
        )
      ) : null}
      {details.target ? (
        <UserDetailsDialog
          key={details.key}
          open={details.open}
          onClose={details.close}
          user={details.target}
        />
      ) : null}
    </SectionFrame>
  );
}

function UsersTable({
  items,
  busy,
  onDetails,
  onConfirm,
  onEnable,
}: {
  items: AdminUser[];
  busy: boolean;
  onDetails: (user: AdminUser) => void;
  onConfirm: (confirm: Confirm) => void;
  onEnable: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { user: me } = useAuth();
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: t('users.columns.person'),
      bare: true,
      cell: (user) => (
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-800">
            <bdi>{user.fullName || t('users.noName')}</bdi>
            {user.id === me?.id ? (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-700">
                {t('users.you')}
              </span>
            ) : null}
          </p>
          <a
            href={`mailto:${user.email}`}
            dir="ltr"
            className="break-all text-navy-700 underline underline-offset-4 hover:decoration-2"
          >
            {user.email}
          </a>
        </div>
      ),
    },
    {
      key: 'role',
      header: t('users.columns.role'),
      cell: (user) => (
        <div className="flex flex-wrap gap-1.5">
          <span className="text-ink">{t(`users.roles.${user.userType}`)}</span>
          {user.userType === 'host' && user.hostStatus ? (
            <span className="text-muted">({t(`hostStatus.${user.hostStatus}`)})</span>
          ) : null}
          {user.isAdmin ? (
            <StatusBadge tone="calm" icon={ShieldCheck}>
              {t('users.roles.admin')}
            </StatusBadge>
          ) : null}
        </div>
      ),
    },
    {
      key: 'state',
      header: t('users.columns.state'),
      cell: (user) => (
        <div className="space-y-1">
          {user.disabled ? (
            <StatusBadge tone="bad" icon={Ban}>
              {t('users.states.true')}
            </StatusBadge>
          ) : (
            <StatusBadge tone="good" icon={UserCheck}>
              {t('users.states.false')}
            </StatusBadge>
          )}
          <p className="text-xs text-muted">
            {user.lastSignInAt
              ? t('users.lastSignIn', { date: format.date(user.lastSignInAt) })
              : t('users.neverSignedIn')}
          </p>
        </div>
      ),
    },
    {
      key: 'joined',
      header: t('users.columns.joined'),
      cell: (user) => format.date(user.createdAt),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      bare: true,
      className: 'sm:text-end',
      cell: (user) => {
        const label = user.fullName || user.email;
        const self = user.id === me?.id;
        return (
          <div className="flex flex-wrap gap-2 pt-2 sm:justify-end sm:pt-0">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('users.detailsName', { name: label })}
              onClick={() => onDetails(user)}
            >
              <Info className="size-4" aria-hidden="true" />
              {t('users.details')}
            </Button>
            {self ? null : user.disabled ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('users.enableName', { name: label })}
                onClick={() => onEnable(user)}
              >
                <UserCheck className="size-4" aria-hidden="true" />
                {t('users.enable')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('users.disableName', { name: label })}
                onClick={() => onConfirm({ user, action: 'disable' })}
              >
                <Ban className="size-4" aria-hidden="true" />
                {t('users.disable')}
              </Button>
            )}
            {self ? null : user.isAdmin ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('users.revokeName', { name: label })}
                onClick={() => onConfirm({ user, action: 'revoke' })}
              >
                <ShieldMinus className="size-4" aria-hidden="true" />
                {t('users.revoke')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('users.grantName', { name: label })}
                onClick={() => onConfirm({ user, action: 'grant' })}
              >
                <ShieldPlus className="size-4" aria-hidden="true" />
                {t('users.grant')}
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('users.caption')}
      columns={columns}
      rows={items}
      rowKey={(user) => user.id}
      busy={busy}
    />
  );
}
