import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { downloadCalendar } from '@/lib/download-calendar';
import { failureMessageKey } from '@/lib/failure-message';
import { notify } from '@/lib/notify';

type Props = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  /** The API's calendar file, e.g. /rest/v1/bookings/{id}/calendar. */
  path: string;
  fileName: string;
  accessToken?: string | undefined;
};

/** "Add to calendar": downloads an iCalendar (.ics) file any calendar app opens; a failure is a toast. */
export function CalendarDownloadButton({
  path,
  fileName,
  accessToken,
  variant = 'outline',
  ...props
}: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCalendar(path, fileName, accessToken);
    } catch (error) {
      void notify('error', t(failureMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} aria-busy={busy} disabled={busy} onClick={() => void download()} {...props}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('calendarFile.download')}
    </Button>
  );
}
