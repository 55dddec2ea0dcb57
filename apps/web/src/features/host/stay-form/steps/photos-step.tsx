import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '@/components/page-fallback';
import { hostStayKey } from '../api/host-stay';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { useStepSubmit } from '../use-step-submit';

// Its own chunk: the first step of the form stays light.
const PhotoManager = lazy(() => import('../../photos/photo-manager'));

/**
 * Photos are saved as they are added or changed (/storage/v1); saving the step marks it done. It waits
 * for uploads on their way, so none is cut off by leaving.
 */
export function PhotosStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const [uploading, setUploading] = useState(false);
  const form = useForm<Record<string, never>>();
  const step = useStepSubmit({ stay, step: 'photos', form, onSaved });
  const [waitNote, setWaitNote] = useState(false);
  const queryClient = useQueryClient();

  return (
    <StepForm
      screen="photos"
      focusOnMount={focusOnMount}
      onSubmit={(event) => {
        if (uploading) {
          event.preventDefault();
          setWaitNote(true);
          return;
        }
        setWaitNote(false);
        step.onSubmit(event);
      }}
      busy={step.busy}
      onBack={onBack}
      alert={
        waitNote && uploading ? (
          <p role="alert" className="font-medium text-danger">
            {t('photos.waitForUploads')}
          </p>
        ) : (
          step.alert
        )
      }
    >
      <Suspense fallback={<PageFallback />}>
        <PhotoManager
          listing={{ kind: 'stays', id: stay.id }}
          // The stay's cover and what it lacks (a photo) follow its photos.
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: hostStayKey(stay.id), exact: true })
          }
          onBusyChange={setUploading}
        />
      </Suspense>
    </StepForm>
  );
}
