import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { FiltersSheet } from './filters-sheet';

/** The sheet with one filter applied, which "Clear all" removes. */
function AppliedFilter({ onClear }: { onClear: () => void }) {
  const [applied, setApplied] = useState(true);
  return (
    <FiltersSheet
      ns="stays"
      open
      onClose={() => {}}
      canClear={applied}
      onClear={() => {
        onClear();
        setApplied(false);
      }}
    >
      {(formId) => <form id={formId} aria-label="Filters" />}
    </FiltersSheet>
  );
}

describe('FiltersSheet', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it('keeps focus on "Clear all" once nothing is left to clear (unavailable, but not disabled)', async () => {
    const onClear = vi.fn();
    renderPage(<AppliedFilter onClear={onClear} />);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    const clearAll = within(sheet).getByRole('button', { name: 'Clear all' });
    clearAll.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    // A disabled button would drop focus to <body>; this one says it is unavailable and keeps it.
    expect(clearAll).toHaveFocus();
    expect(clearAll).toBeEnabled();
    expect(clearAll).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
