import { describe, expect, it } from 'vitest';
import { hostReplyInputSchema, reviewInputSchema } from '../src/reviews';
import { reviewPageSchema } from '../src/stays';

/** The first message of each field a failed parse names (what the server sends as `fields`). */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('reviewInputSchema', () => {
  it('takes a rating from 1 to 5 and a trimmed text of up to 1000 characters', () => {
    expect(reviewInputSchema.parse({ rating: 1, text: '  Warm and welcoming.  ' })).toEqual({
      rating: 1,
      text: 'Warm and welcoming.',
    });
    expect(reviewInputSchema.parse({ rating: 5, text: 'a'.repeat(1000) }).text).toHaveLength(1000);
    expect(reviewInputSchema.parse({ rating: 3, text: 'שבת שלום, a lovely table' }).rating).toBe(3);
  });

  it.each([
    [{ rating: 0, text: 'Fine' }, { rating: 'validation.invalid' }],
    [{ rating: 6, text: 'Fine' }, { rating: 'validation.invalid' }],
    [{ rating: 2.5, text: 'Fine' }, { rating: 'validation.invalid' }],
    [{ rating: '5', text: 'Fine' }, { rating: 'validation.invalid' }],
    [{ text: 'Fine' }, { rating: 'validation.required' }],
    [{ rating: 4, text: '' }, { text: 'validation.required' }],
    [{ rating: 4, text: '  ' }, { text: 'validation.required' }],
    [{ rating: 4, text: 'a'.repeat(1001) }, { text: 'validation.tooLong' }],
    [{ rating: 4, text: '<script>alert(1)</script>' }, { text: 'validation.unsafe' }],
    [{ rating: 4, text: 'javascript:alert(1)' }, { text: 'validation.unsafe' }],
    [{ rating: 4, text: '<b onclick="x()">hi</b>' }, { text: 'validation.unsafe' }],
  ])('refuses %j', (input, fields) => {
    expect(fieldErrors(reviewInputSchema.safeParse(input))).toEqual(fields);
  });
});

describe('hostReplyInputSchema', () => {
  it('takes a text as a review does', () => {
    expect(hostReplyInputSchema.parse({ text: ' Thank you! ' })).toEqual({ text: 'Thank you!' });
    expect(fieldErrors(hostReplyInputSchema.safeParse({ text: '' }))).toEqual({
      text: 'validation.required',
    });
    expect(fieldErrors(hostReplyInputSchema.safeParse({ text: '<script>' }))).toEqual({
      text: 'validation.unsafe',
    });
  });
});

describe('reviewPageSchema', () => {
  it('carries whether each review is verified and the host reply', () => {
    const item = {
      id: '00000000-0000-4000-8000-000000000001',
      authorName: 'Leah S.',
      rating: 5,
      text: 'A warm and lively table.',
      createdAt: '2026-03-01T12:00:00.000Z',
      verified: true,
      hostReply: 'Come back soon!',
      hostRepliedAt: '2026-03-02T12:00:00.000Z',
    };
    const page = { items: [item], average: 5, count: 1, page: 1, hasMore: false };
    expect(reviewPageSchema.parse(page)).toEqual(page);
    expect(
      reviewPageSchema.parse({ ...page, items: [{ ...item, hostReply: null, hostRepliedAt: null }] })
        .items[0],
    ).toMatchObject({ hostReply: null, hostRepliedAt: null });
  });
});
