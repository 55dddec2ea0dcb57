import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, installFakeApi, jsonResponse } from '../../../../test/fixtures';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';
import {
  fileOf,
  HOST_STAY_ID,
  hostImages,
  hostStay,
  installFakeUploads,
  uploadResult,
} from './test-fixtures';

let api: ReturnType<typeof installFakeApi>;
let uploads: ReturnType<typeof installFakeUploads>;
const IMAGES = new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}/images$`);
const MB = 1024 * 1024;

beforeAll(async () => {
  await setupI18n('en');
  await Promise.all([import('../listing-form-page'), import('../photos/photo-manager')]);
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  uploads = installFakeUploads();
  api.on('GET', new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}$`), jsonResponse(hostStay()));
});
afterEach(() => vi.unstubAllGlobals());

async function openPhotos(images = hostImages(0)) {
  api.on('GET', IMAGES, jsonResponse({ images }));
  const app = renderApp(`/host/listings/edit/${HOST_STAY_ID}?step=photos`, { auth: signedInAs('host') });
  await screen.findByRole('heading', { level: 3, name: /Your photos/ });
  return app;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('adding photos', () => {
  it('takes JPEG, PNG and WebP from the file input, one upload at a time, each with its progress', async () => {
    const { user } = await openPhotos();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    expect(fileInput()).toHaveAttribute('multiple');
    await user.upload(fileInput(), [fileOf('front.jpg', 'image/jpeg'), fileOf('kitchen.png', 'image/png')]);

    const first = await uploads.next();
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`http://api.test/storage/v1/object/listing-images/stays/${HOST_STAY_ID}`);
    expect(first.headers).toMatchObject({ apikey: 'test-anon-key', authorization: 'Bearer access' });
    expect((first.body.get('file') as File).name).toBe('front.jpg');
    // The second waits its turn.
    expect(uploads.sent).toHaveLength(1);
    expect(screen.getByText('Waiting…')).toBeInTheDocument();

    first.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'front.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));

    const [one, two] = hostImages(2);
    first.respond(201, uploadResult([one!]));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    const second = await uploads.next();
    expect((second.body.get('file') as File).name).toBe('kitchen.png');
    second.respond(201, uploadResult([one!, two!]));
    const image = await screen.findByRole('img', { name: 'Photo 2' });
    // The card-sized variant, with its size so the page does not shift.
    expect(image).toHaveAttribute('src', `${two!.src}?variant=card`);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your photos (2 of 10)' })).toBeInTheDocument();
  });

  it('refuses in the browser what the server would: another type, over 5 MB, beyond 10 photos', async () => {
    const { user } = await openPhotos(hostImages(9));
    const files = [
      fileOf('menu.gif', 'image/gif'),
      fileOf('big.jpg', 'image/jpeg', 6 * MB),
      fileOf('tenth.webp', 'image/webp'),
      fileOf('eleventh.jpg', 'image/jpeg'),
    ];
    // Dropped on the zone, as from a file manager (user.upload would filter by `accept`).
    fireEvent.drop(fileInput(), { dataTransfer: { files } });

    const refusal = async (name: string) => (await screen.findByText(name)).closest('[role="alert"]')!;
    expect(await refusal('menu.gif')).toHaveTextContent('This isn’t a JPEG, PNG or WebP photo.');
    expect(await refusal('big.jpg')).toHaveTextContent('This file is larger than 5 MB.');
    expect(await refusal('eleventh.jpg')).toHaveTextContent('A stay can have 10 photos at most.');
    const sent = await uploads.next();
    expect((sent.body.get('file') as File).name).toBe('tenth.webp');
    await user.click(screen.getByRole('button', { name: 'Dismiss the message about menu.gif' }));
    expect(screen.queryByText('menu.gif')).not.toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
  });

  it.each([
    [413, 'file_too_large', 'This file is larger than 5 MB.'],
    [415, 'unsupported_file_type', 'This isn’t a JPEG, PNG or WebP photo.'],
    [409, 'too_many_images', 'A stay can have 10 photos at most.'],
    [400, 'invalid_image', 'This photo seems to be damaged'],
    [400, 'image_too_many_pixels', 'This photo is too large to process: at most 25 megapixels.'],
    [429, 'over_request_rate_limit', 'You can add up to 60 photos an hour. Please try this one again'],
  ])('explains the server refusing with %i %s', async (status, code, message) => {
    const { user } = await openPhotos();
    await user.upload(fileInput(), fileOf('page.jpg', 'image/jpeg'));
    (await uploads.next()).respond(status, { code, message: 'Refused' });
    await waitFor(() =>
      expect(screen.getByText('page.jpg').closest('[role="alert"]')).toHaveTextContent(message),
    );
  });

  it('says so when the connection drops during an upload', async () => {
    const { user } = await openPhotos();
    await user.upload(fileInput(), fileOf('front.jpg', 'image/jpeg'));
    (await uploads.next()).fail();
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('waits for uploads before moving on', async () => {
    api.on('PUT', new RegExp(`/${HOST_STAY_ID}/photos$`), jsonResponse(hostStay()));
    const { user } = await openPhotos();
    await user.upload(fileInput(), fileOf('front.jpg', 'image/jpeg'));
    const upload = await uploads.next();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Please wait until your photos have finished uploading.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', /\/photos$/)).toHaveLength(0);
    upload.respond(201, uploadResult(hostImages(1)));
    await screen.findByRole('img', { name: 'Photo 1' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Availability' });
    expect(api.requestsTo('PUT', /\/photos$/)[0]?.body).toEqual({});
  });
});

describe('arranging photos', () => {
  it('moves a photo later with the keyboard, keeps focus on it, and saves the order', async () => {
    const images = hostImages(3);
    api.on('PUT', IMAGES, (_url, body) => {
      const order = (body as { order: string[] }).order;
      return jsonResponse({ images: order.map((id) => images.find((image) => image.id === id)) });
    });
    const { user } = await openPhotos(images);
    const later = screen.getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.requestsTo('PUT', IMAGES)).toHaveLength(1));
    expect(api.requestsTo('PUT', IMAGES)[0]?.body).toEqual({
      order: [images[1]!.id, images[0]!.id, images[2]!.id],
    });
    const cards = screen.getAllByRole('img');
    expect(cards.map((img) => img.getAttribute('alt'))).toEqual(['Photo 2', 'Photo 1', 'Photo 3']);
    // Focus stays with the photo that moved, now second.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    expect(await screen.findByText('Photo moved to place 2 of 3.')).toBeInTheDocument();
  });

  it('makes a photo the cover (first), and undoes it on screen when the server refuses', async () => {
    const images = hostImages(3);
    api.once('PUT', IMAGES, apiError(400, 'image_order_mismatch'));
    const { user } = await openPhotos(images);
    expect(
      within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Cover'))!).getByRole(
        'img',
      ),
    ).toHaveAttribute('alt', 'Photo 1');
    await user.click(screen.getByRole('button', { name: 'Make cover, photo 3' }));
    expect(api.requestsTo('PUT', IMAGES)[0]?.body).toEqual({
      order: [images[2]!.id, images[0]!.id, images[1]!.id],
    });
    expect(await screen.findByText(/Your photos changed in another window/)).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
    ]);
  });

  it('keeps focus on a photo made the cover, which has no "Make cover" any more', async () => {
    const images = hostImages(3);
    api.on('PUT', IMAGES, jsonResponse({ images: [images[1], images[0], images[2]] }));
    const { user } = await openPhotos(images);
    await user.click(screen.getByRole('button', { name: 'Make cover, photo 2' }));
    expect(await screen.findByText('This photo is now the cover.')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 2',
      'Photo 1',
      'Photo 3',
    ]);
    expect(screen.getByText('This is the cover')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus());
  });

  it("saves a photo's description when the host leaves the box", async () => {
    const images = hostImages(2);
    api.on(
      'PUT',
      IMAGES,
      jsonResponse({ images: [{ ...images[0]!, alt: 'The sunny front room' }, images[1]] }),
    );
    const { user } = await openPhotos(images);
    const alt = screen.getByLabelText('Description of photo 1');
    await user.clear(alt);
    await user.type(alt, 'The sunny front room');
    await user.tab();
    await waitFor(() =>
      expect(api.requestsTo('PUT', IMAGES)[0]?.body).toEqual({
        order: [images[0]!.id, images[1]!.id],
        alts: { [images[0]!.id]: 'The sunny front room' },
      }),
    );
    expect(await screen.findByRole('img', { name: 'The sunny front room' })).toBeInTheDocument();
  });

  it('refuses a description with markup, as the server would', async () => {
    const { user } = await openPhotos(hostImages(1));
    const alt = screen.getByLabelText('Description of photo 1');
    await user.clear(alt);
    await user.type(alt, '<script>x</script>');
    await user.tab();
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription(/Please remove links starting with javascript:/),
    );
    expect(api.requestsTo('PUT', IMAGES)).toHaveLength(0);
  });

  it('deletes a photo through /storage/v1 by its name', async () => {
    const images = hostImages(2);
    api.on(
      'DELETE',
      /^\/storage\/v1\/object\/listing-images\//,
      jsonResponse({ name: images[0]!.name, images: [images[1]] }),
    );
    const { user } = await openPhotos(images);
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(api.requestsTo('DELETE', /storage/)[0]?.url.pathname).toBe(
      `/storage/v1/object/listing-images/${images[0]!.name}`,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your photos (1 of 10)' })).toHaveFocus();
  });
});
