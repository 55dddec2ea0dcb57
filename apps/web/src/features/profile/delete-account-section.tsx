import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { ACCOUNT_ERROR_CODES, deleteAccountSchema } from '@orchim/shared/account';
import { LIMITS } from '@orchim/shared/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useDeleteAccount } from './api/delete-account';

/** The id of My bookings' heading, where an upcoming_bookings refusal leads. */
export const MY_BOOKINGS_ID = 'my-bookings';

/**
 * The end of the profile: deleting the account, calmly. What happens is said before anything is asked;
 * the dialog asks for the password again and names each refusal in the reader's language.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/30 p-6 sm:p-8" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold text-navy-800">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-1.5 text-muted">{t('deleteAccount.lead')}</p>
      <ul className="mt-4 list-disc space-y-1.5 ps-5 leading-relaxed text-ink marker:text-muted">
        <li>{t('deleteAccount.points.bookings')}</li>
        <li>{t('deleteAccount.points.reviews')}</li>
        <li>{t('deleteAccount.points.upcoming')}</li>
        <li className="font-medium">{t('deleteAccount.points.final')}</li>
      </ul>
      <Button
        variant="outline"
        className="mt-6 border-danger text-danger hover:bg-danger/5"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('deleteAccount.open')}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

type Input = z.input<typeof deleteAccountSchema>;
type Values = z.output<typeof deleteAccountSchema>;

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<ReactNode>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const busy = remove.isPending || isSubmitting;
  const { ref: passwordFieldRef, ...passwordField } = register('password');

  const close = () => {
    if (busy) return;
    setFailure(null);
    reset();
    onClose();
  };

  const refusal = (error: unknown): ReactNode => {
    if (!(error instanceof ApiError) || error.isNetwork) return t(failureMessageKey(error), { ns: 'common' });
    if (error.status === 429) return t('account.tooManyAttemptsLater', { ns: 'common' });
    switch (error.code) {
      case ACCOUNT_ERROR_CODES.upcomingBookings:
        return (
          <Trans
            t={t}
            i18nKey="deleteAccount.errors.upcomingBookings"
            components={{
              bookings: (
                <Link
                  to={`#${MY_BOOKINGS_ID}`}
                  onClick={(event) => {
                    // The list is on this page, under the dialog: close it and bring the list into view.
                    event.preventDefault();
                    close();
                    document.getElementById(MY_BOOKINGS_ID)?.scrollIntoView?.({ block: 'start' });
                  }}
                  className="underline"
                />
              ),
            }}
          />
        );
      case ACCOUNT_ERROR_CODES.hostWithListings:
        return (
          <Trans
            t={t}
            i18nKey="deleteAccount.errors.hostWithListings"
            components={{ contact: <Link to="/contact" className="underline" /> }}
          />
        );
      case ACCOUNT_ERROR_CODES.lastAdmin:
        return t('deleteAccount.errors.lastAdmin');
      default:
        return t(failureMessageKey(error), { ns: 'common' });
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.wrongPassword) {
        setError('password', { type: 'server', message: 'wrong_password' }, { shouldFocus: true });
        return;
      }
      setFailure(refusal(error));
      return;
    }
    // The server has ended every session already: only this browser's copy is left to clear.
    await signOut({ scope: 'local' }).catch(() => {});
    void notify('success', t('deleteAccount.done'));
    await navigate('/', { replace: true });
  });

  const passwordError =
    errors.password?.message === 'wrong_password'
      ? t('deleteAccount.errors.wrongPassword')
      : fieldError(errors.password?.message, LIMITS.passwordMax);

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      initialFocus={passwordRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-navy-800">
          {t('deleteAccount.dialog.title')}
        </h2>
        <p className="text-muted">{t('deleteAccount.dialog.lead')}</p>
        <TextField
          ref={(element) => {
            passwordFieldRef(element);
            passwordRef.current = element;
          }}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          label={t('deleteAccount.dialog.password')}
          error={passwordError}
          {...passwordField}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('deleteAccount.dialog.keep')}
          </Button>
          <Button type="submit" className="bg-danger hover:bg-danger/90" disabled={busy}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            {busy ? t('deleteAccount.dialog.deleting') : t('deleteAccount.dialog.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
