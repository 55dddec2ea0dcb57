// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOST_ERROR_CODES, LISTING_GAPS } from '@orchim/shared/host';
import { HOST_LISTING_KINDS } from '@orchim/shared/listing-kinds';
import { LISTING_STATUSES } from '@orchim/shared/listing-status';
import {
  editHref,
  gapsOf,
  GAPS,
  HOST_NOT_APPROVED,
  LISTING_INCOMPLETE,
  LISTING_KINDS,
  LISTING_NOT_PUBLISHABLE,
  parseKindFilter,
  STATUSES,
} from './listing-kinds';

describe('the listings page vocabulary', () => {
  it('is the shared one, written out', () => {
    expect(LISTING_KINDS).toEqual(HOST_LISTING_KINDS);
    expect(STATUSES).toEqual(LISTING_STATUSES);
    expect(GAPS).toEqual(LISTING_GAPS);
    expect(LISTING_INCOMPLETE).toBe(HOST_ERROR_CODES.incomplete);
    expect(HOST_NOT_APPROVED).toBe(HOST_ERROR_CODES.hostNotApproved);
    expect(LISTING_NOT_PUBLISHABLE).toBe(HOST_ERROR_CODES.notPublishable);
  });

  it('edits each kind in its own form', () => {
    const id = '0f6a4c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(editHref({ kind: 'stays', id })).toBe(`/host/listings/edit/${id}`);
    expect(editHref({ kind: 'meals', id })).toBe(`/host/meals/edit/${id}`);
    expect(editHref({ kind: 'transport', id })).toBe(`/host/listings/edit/${id}?kind=transport`);
    expect(editHref({ kind: 'ohel', id })).toBe(`/host/listings/edit/${id}?kind=ohel`);
  });

  it('reads the kind filter leniently, and the known gaps of a refusal', () => {
    expect(parseKindFilter(new URLSearchParams('kind=meals'))).toBe('meals');
    expect(parseKindFilter(new URLSearchParams('kind=castles'))).toBe('all');
    expect(gapsOf({ missing: ['photo', 'unknown', 'basics'] })).toEqual(['basics', 'photo']);
    expect(gapsOf({ code: 'listing_incomplete' })).toBeNull();
  });
});
