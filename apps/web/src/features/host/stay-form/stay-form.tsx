import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostStay } from '@orchim/shared/host';
import { messageKey } from '@orchim/shared/messages';
import type { StayFormStep } from '@orchim/shared/stay-catalogue';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { HostFormHeader } from '../components/host-form-header';
import { notify } from '@/lib/notify';
import { ReviewPanel } from './review-panel';
import { StepNav } from './step-nav';
import type { StepProps } from './step-props';
import {
  nextScreen,
  openingScreen,
  previousScreen,
  reachableSteps,
  STEP_LINK_STATE,
  type FormScreen,
  type StepLinkState,
} from './steps';
import { AmenitiesStep } from './steps/amenities-step';
import { AvailabilityStep } from './steps/availability-step';
import { BasicsStep } from './steps/basics-step';
import { JewishStep } from './steps/jewish-step';
import { LocationStep } from './steps/location-step';
import { PhotosStep } from './steps/photos-step';
import { PricingStep } from './steps/pricing-step';
import { RoomsStep } from './steps/rooms-step';
import { RulesStep } from './steps/rules-step';

const STEPS: Record<Exclude<StayFormStep, 'basics'>, (props: StepProps & { stay: HostStay }) => ReactNode> = {
  location: LocationStep,
  rooms: RoomsStep,
  pricing: PricingStep,
  amenities: AmenitiesStep,
  jewish: JewishStep,
  rules: RulesStep,
  photos: PhotosStep,
  availability: AvailabilityStep,
};

/**
 * The stay form: the step in ?step= (by default where the host left off), the list of steps, and the
 * page's frame. The first step of a new stay creates the draft, says so (product §8 'Listing created
 * successfully!') and moves to the draft's own address, so a reload keeps it.
 */
export function StayForm({ stay }: { stay: HostStay | null }) {
  const { t } = useTranslation('hostForm');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const screen = openingScreen(stay, params.get('step'));
  const focusOnMount = Boolean((location.state as StepLinkState | null)?.stepFocus);
  const title = stay ? t('page.editTitle') : t('page.newTitle');

  const stepHref = (target: FormScreen) => `${location.pathname}?step=${target}`;
  const goTo = (target: FormScreen) => {
    void navigate(stepHref(target), { state: STEP_LINK_STATE });
  };

  const onSaved = (saved: HostStay) => {
    if (!stay) {
      void notify('success', t(messageKey('listingCreated'), { ns: 'common' }));
      void navigate(`/host/listings/edit/${saved.id}?step=${nextScreen('basics')}`, {
        replace: true,
        state: STEP_LINK_STATE,
      });
      return;
    }
    goTo(nextScreen(screen as StayFormStep));
  };
  const previous = previousScreen(screen);
  const onBack = previous ? () => goTo(previous) : null;

  const done = new Set<FormScreen>(stay?.setupSteps ?? []);
  const props: StepProps = { stay, focusOnMount, onSaved, onBack };
  let body: ReactNode;
  if (screen === 'basics' || !stay) body = <BasicsStep key="basics" {...props} />;
  else if (screen === 'review') {
    body = (
      <ReviewPanel
        stay={stay}
        focusOnMount={focusOnMount}
        stepHref={(step) => stepHref(step as FormScreen)}
        onBack={() => goTo(previousScreen('review')!)}
      />
    );
  } else {
    const Step = STEPS[screen];
    body = <Step key={screen} {...props} stay={stay} />;
  }

  return (
    <>
      <HostFormHeader ns="hostForm" title={title} lead={stay?.title || t('page.newLead')} />
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="mb-5 lg:sticky lg:top-24 lg:mb-0">
          <StepNav current={screen} done={done} reachable={reachableSteps(stay)} stepHref={stepHref} />
        </div>
        <Card className="min-w-0 p-5 sm:p-8">{body}</Card>
      </Container>
    </>
  );
}
