/**
 * Test data for the stay form: a host's stay and photos as the host API describes them, a calendar, and
 * a stand-in for XMLHttpRequest (photo uploads) that records each request and answers when told.
 */
import { vi } from 'vitest';
import type { HostStay, HostCalendar } from '@orchim/shared/host';
import type { HostImage, UploadImageResult } from '@orchim/shared/image-schemas';

export const HOST_STAY_ID = '6c1f8a2e-4b7d-4e3a-9c5f-2d8b1e7a4c90';

export function hostStay(overrides: Partial<HostStay> = {}): HostStay {
  return {
    id: HOST_STAY_ID,
    status: 'draft',
    setupSteps: ['basics'],
    missing: ['location', 'rooms', 'pricing', 'photo'],
    title: 'Garden floor on Montgomery Street',
    description: 'A bright garden floor with a kosher kitchen, ten minutes from 770.',
    propertyType: 'brownstone_floor',
    address: '',
    area: '',
    latitude: 40.669,
    longitude: -73.942,
    walkMinutesTo770: 1,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    pricePerNightCents: 0,
    cleaningFeeCents: 0,
    currency: 'USD',
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    cancellationPolicy: 'flexible',
    amenities: [],
    jewishFeatures: [],
    kosherStandard: null,
    mikvahWalkMinutes: null,
    houseRules: '',
    images: [],
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

let imageSerial = 0;

export function hostImage(overrides: Partial<HostImage> = {}): HostImage {
  imageSerial += 1;
  const id = `0000000${imageSerial}-1111-4222-8333-444455556666`.slice(-36);
  const name = `stays/${HOST_STAY_ID}/${id}`;
  return {
    id,
    position: imageSerial - 1,
    name,
    src: `/storage/v1/object/public/listing-images/${name}`,
    width: 1600,
    height: 1200,
    alt: `Photo ${imageSerial}`,
    ...overrides,
  };
}

/** Photos numbered from 1, cover first. */
export function hostImages(count: number): HostImage[] {
  imageSerial = 0;
  return Array.from({ length: count }, () => hostImage());
}

export function uploadResult(images: HostImage[]): UploadImageResult {
  const image = images[images.length - 1]!;
  return {
    object: {
      id: image.id,
      bucket: 'listing-images',
      name: image.name ?? '',
      url: image.src,
      contentType: 'image/webp',
      sizeBytes: 1000,
      width: image.width,
      height: image.height,
      variants: {
        card: { width: 640, height: 480, sizeBytes: 300 },
        gallery: { width: 1280, height: 960, sizeBytes: 600 },
        full: { width: image.width, height: image.height, sizeBytes: 1000 },
      },
      createdAt: '2026-11-23T09:00:00.000Z',
    },
    image,
    images,
  };
}

export function calendar(entries: HostCalendar['entries']): HostCalendar {
  return { entries };
}

/** A file of `size` bytes (the content does not matter to the browser's checks). */
export function fileOf(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}

type SentUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports progress of the upload (loaded of total bytes). */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body. */
  respond: (status: number, body: unknown) => void;
  /** No answer at all (the connection dropped). */
  fail: () => void;
};

/**
 * Replaces XMLHttpRequest: every request sent is recorded (`sent`), and `next()` resolves with the next
 * one, so a test answers uploads in order and sees progress bars move between.
 */
export function installFakeUploads() {
  const sent: SentUpload[] = [];
  const waiting: ((upload: SentUpload) => void)[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const upload: SentUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      sent.push(upload);
      const resolve = waiting.shift();
      resolve?.(upload);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let taken = 0;
  return {
    sent,
    /** The next upload sent (already sent, or when it is). */
    next(): Promise<SentUpload> {
      const index = taken;
      taken += 1;
      const ready = sent[index];
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
