import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { refundDeadlines, type CancellationPolicy } from '@orchim/shared/cancellation-policy';
import { newYorkInstant } from '@orchim/shared/dates';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';
import { CancellationRule, RefundDeadlines, RefundedLine } from './cancellation';

// Check-in on Tuesday 12 May 2026 at 3 PM in New York (7 PM UTC, summer time).
const CHECK_IN = newYorkInstant('2026-05-12', '15:00')!;
const HOUR = 3_600_000;
const before = (hours: number) => new Date(CHECK_IN.getTime() - hours * HOUR);

function show(element: ReactNode) {
  return renderApp('/terms-test', { routes: [{ path: '/terms-test', element }] });
}

function showDeadlines(policy: CancellationPolicy, now: Date, startsAt = CHECK_IN) {
  return show(<RefundDeadlines policy={policy} deadlines={refundDeadlines(policy, startsAt)} now={now} />);
}

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(async () => {
  await setupI18n('en');
});

describe('cancellation terms in words', () => {
  it('names a stay policy and states its rule; a meal or a ride goes unnamed', () => {
    show(
      <>
        <CancellationRule policy="moderate" />
        <CancellationRule policy="meal" />
      </>,
    );
    expect(
      screen.getByText(
        'Full refund until 5 days before check-in, half refund until 24 hours before. After that, no refund.',
        { exact: false },
      ).textContent,
    ).toBe(
      'Moderate: Full refund until 5 days before check-in, half refund until 24 hours before. After that, no refund.',
    );
    expect(
      screen.getByText(
        'Full refund until 24 hours before candle lighting on the day of the meal. After that, no refund.',
      ),
    ).toBeInTheDocument();
  });

  it('gives each deadline of the chosen dates in New York time', () => {
    showDeadlines('moderate', before(10 * 24));
    expect(lines()).toEqual([
      'Free cancellation until Thursday, May 7 at 3 PM',
      'Half refund until Monday, May 11 at 3 PM',
    ]);
    expect(screen.getByText('Times are New York time.')).toBeInTheDocument();
  });

  it('says when the full refund has already ended, and when nothing comes back', () => {
    const { unmount } = showDeadlines('moderate', before(3 * 24));
    expect(lines()).toEqual([
      'No full refund: check-in is less than 5 days away.',
      'Half refund until Monday, May 11 at 3 PM',
    ]);
    unmount();
    showDeadlines('flexible', before(5));
    expect(lines()).toEqual(['Non-refundable: check-in is less than 24 hours away.']);
    expect(screen.queryByText('Times are New York time.')).not.toBeInTheDocument();
  });

  it('counts a strict policy in days, and a deadline at its very instant as past', () => {
    const { unmount } = showDeadlines('strict', before(7 * 24));
    expect(lines()).toEqual(['Non-refundable: check-in is less than 7 days away.']);
    unmount();
    showDeadlines('strict', before(30 * 24));
    expect(lines()).toEqual([
      'Free cancellation until Tuesday, April 28 at 3 PM',
      'Half refund until Tuesday, May 5 at 3 PM',
    ]);
  });

  it('keeps the minutes of a candle lighting, and names it', () => {
    const candles = newYorkInstant('2026-05-15', '19:41')!;
    const { unmount } = showDeadlines('meal', before(0), candles);
    expect(lines()).toEqual(['Free cancellation until Thursday, May 14 at 7:41 PM']);
    unmount();
    showDeadlines('meal', new Date(candles.getTime() - 2 * HOUR), candles);
    expect(lines()).toEqual(['Non-refundable: candle lighting is less than 24 hours away.']);
  });

  it('speaks French and Hebrew', async () => {
    await setupI18n('fr');
    const { unmount } = showDeadlines('moderate', before(10 * 24));
    expect(lines()).toEqual([
      'Annulation gratuite jusqu’au jeudi 7 mai à 15 h',
      'Remboursement de moitié jusqu’au lundi 11 mai à 15 h',
    ]);
    unmount();
    await setupI18n('he');
    const hebrew = showDeadlines('moderate', before(3 * 24));
    expect(lines()).toEqual([
      'כבר אין החזר מלא: ההגעה בעוד פחות מ-5 ימים.',
      'החזר של מחצית עד יום שני, 11 במאי בשעה 15:00',
    ]);
    hebrew.unmount();
    show(<RefundedLine cancellation={{ refundedCents: 35_250 }} totalCents={70_500} currency="USD" />);
    expect(screen.getByText(/^הוחזרו .*352\.50/)).toBeInTheDocument();
  });

  it('says what came back of a cancelled booking, and nothing of a free one', () => {
    show(
      <>
        <p data-testid="half">
          <RefundedLine cancellation={{ refundedCents: 35_250 }} totalCents={70_500} currency="USD" />
        </p>
        <p data-testid="none">
          <RefundedLine cancellation={{ refundedCents: 0 }} totalCents={70_500} currency="USD" />
        </p>
        <p data-testid="free">
          <RefundedLine cancellation={{ refundedCents: 0 }} totalCents={0} currency="USD" />
        </p>
        <p data-testid="standing">
          <RefundedLine cancellation={{ refundedCents: null }} totalCents={70_500} currency="USD" />
        </p>
      </>,
    );
    expect(screen.getByTestId('half')).toHaveTextContent('Refunded $352.50');
    expect(screen.getByTestId('none')).toHaveTextContent('No refund');
    expect(screen.getByTestId('free')).toBeEmptyDOMElement();
    expect(screen.getByTestId('standing')).toBeEmptyDOMElement();
  });
});
