import fc from 'fast-check';
import type { Endpoint, HostileContext } from './hostile';
import { anyText, headerText } from './hostile-text';
import { almostValid, jsonSchemaOf, validish, type JsonSchema } from './hostile-values';

// Request bodies for hostile requests (helpers/hostile.ts): from the route's schema, broken, huge, mistyped.

/**
 * A body as a recipe: JSON of a value, raw text, or `repeat` (a string made of `times` copies between
 * `before` and `after`: huge strings and deep nests without printing them), and the content type.
 */
export type BodyRecipe =
  | { kind: 'none'; contentType?: string }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'repeat'; before: string; unit: string; times: number; after: string; contentType?: string }
  | { kind: 'multipart'; parts: MultipartPart[]; ending: 'good' | 'none' | 'cut'; contentType?: string };

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: 'image' | 'garbage' | 'html' | 'empty' | 'big' };

const JSON_TYPE = 'application/json';
const STRANGE_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=binary',
  'application/json; charset="',
  'application/json; charset=utf-8; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json;;;',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  '*/*',
  ';',
  'garbage',
] as const;

const contentType = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...STRANGE_TYPES) },
  { weight: 1, arbitrary: headerText(40) },
);

/** Bodies for a route: from its schema (valid-ish and nearly), any JSON, broken JSON, wrong types. */
export function bodyOf(endpoint: Endpoint, context: HostileContext): fc.Arbitrary<BodyRecipe> {
  const schema = jsonSchemaOf(endpoint.schema.body);
  const valid = validish(schema, context);
  const sendsBody = ['POST', 'PUT', 'DELETE', 'PATCH'].includes(endpoint.method);
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): BodyRecipe => ({ kind: 'json', value: v, contentType: JSON_TYPE }));
  const recipes: fc.WeightedArbitrary<BodyRecipe>[] = [
    { weight: sendsBody ? 1 : 8, arbitrary: fc.constant<BodyRecipe>({ kind: 'none' }) },
    { weight: schema ? 5 : 1, arbitrary: json(valid) },
    { weight: schema ? 5 : 1, arbitrary: json(almostValid(valid)) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 1, arbitrary: fc.constant<BodyRecipe>({ kind: 'none', contentType: JSON_TYPE }) },
    { weight: 2, arbitrary: brokenJson },
    { weight: 1, arbitrary: hugeJson(schema) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(json(valid), brokenJson), contentType)
        .map(([recipe, type]): BodyRecipe => ({ ...recipe, contentType: type })),
    },
    { weight: endpoint.multipart ? 6 : 1, arbitrary: multipartBody },
    ...(endpoint.multipart ? [{ weight: 3, arbitrary: goodUpload }] : []),
  ];
  return fc.oneof(...recipes);
}

const brokenJson: fc.Arbitrary<BodyRecipe> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'undefined',
      'NaN',
      "{'a': 1}",
      '{"a": 1,}',
      '\ufeff{}',
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"admin": true}}}',
      '{"a": 1e999}',
      '{"a": -0, "b": 1.0000000000000002, "c": 123456789012345678901234567890}',
      '"just a string"',
      'null',
      '0',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
    ),
    fc.string({ maxLength: 60 }),
  )
  .map((text): BodyRecipe => ({ kind: 'text', text, contentType: JSON_TYPE }));

/** Huge strings in the schema's fields, deep nests, long arrays: parsers and validators must bound them. */
function hugeJson(schema: JsonSchema | undefined): fc.Arbitrary<BodyRecipe> {
  const field = fc.constantFrom(...Object.keys(schema?.properties ?? { text: {} }));
  return fc.oneof(
    fc.tuple(field, fc.constantFrom(10_000, 300_000, 2_000_000)).map(([name, times]): BodyRecipe => ({
      kind: 'repeat',
      before: `{"${name}":"`,
      unit: 'a',
      times,
      after: '"}',
      contentType: JSON_TYPE,
    })),
    fc.constantFrom(200, 5_000, 50_000).map((times): BodyRecipe => ({
      kind: 'repeat',
      before: '',
      unit: '[',
      times,
      after: ']',
      contentType: JSON_TYPE,
    })),
    fc.constantFrom(1_000, 20_000).map((times): BodyRecipe => ({
      kind: 'repeat',
      before: '',
      unit: '{"a":',
      times,
      after: '1',
      contentType: JSON_TYPE,
    })),
    fc.constantFrom(20_000, 150_000).map((times): BodyRecipe => ({
      kind: 'repeat',
      before: '[',
      unit: '0,',
      times,
      after: '0]',
      contentType: JSON_TYPE,
    })),
  );
}

const multipartBody: fc.Arbitrary<BodyRecipe> = fc
  .record({
    parts: fc.array(
      fc.oneof(
        fc.record({
          name: fc.constantFrom('file', 'alt', 'files[]', '', '__proto__'),
          filename: fc.constantFrom(
            'photo.jpg',
            '../../x.png',
            '',
            'a'.repeat(300),
            'שבת.png',
            'x\u0000.png',
          ),
          type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
          content: fc.constantFrom('image', 'image', 'garbage', 'html', 'empty', 'big'),
        }),
        fc.record({
          name: fc.constantFrom('alt', 'file', 'other', '__proto__'),
          value: fc.oneof(anyText, fc.constant('x'.repeat(5_000))),
        }),
      ),
      { maxLength: 7 },
    ),
    ending: fc.constantFrom('good', 'good', 'good', 'none', 'cut'),
  })
  .map(({ parts, ending }): BodyRecipe => ({ kind: 'multipart', parts, ending }));

/** A form as the site sends it, so some uploads are taken (and later ones meet the photo limit). */
const goodUpload: fc.Arbitrary<BodyRecipe> = fc
  .option(fc.lorem({ maxCount: 5 }), { nil: undefined })
  .map((alt) => ({
    kind: 'multipart',
    parts: [
      { name: 'file', filename: 'photo.png', type: 'image/png', content: 'image' },
      ...(alt === undefined ? [] : [{ name: 'alt', value: alt }]),
    ],
    ending: 'good',
  }));

const BOUNDARY = '----hostile7MA4YWxkTrZu0gW';

/** The payload and content type of a recipe. */
export function buildBody(
  recipe: BodyRecipe,
  image: Buffer,
): { payload?: string | Buffer; contentType?: string } {
  switch (recipe.kind) {
    case 'none':
      return { contentType: recipe.contentType };
    case 'json':
      return { payload: JSON.stringify(recipe.value) ?? '', contentType: recipe.contentType };
    case 'text':
      return { payload: recipe.text, contentType: recipe.contentType };
    case 'repeat': {
      const closing =
        recipe.unit === '{"a":'
          ? '}'.repeat(recipe.times)
          : recipe.unit === '['
            ? ']'.repeat(recipe.times - 1)
            : '';
      return {
        payload: recipe.before + recipe.unit.repeat(recipe.times) + recipe.after + closing,
        contentType: recipe.contentType,
      };
    }
    case 'multipart': {
      const chunks: Buffer[] = [];
      for (const part of recipe.parts) {
        const disposition =
          'filename' in part
            ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
            : `form-data; name="${part.name}"`;
        chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
        chunks.push('filename' in part ? fileContent(part.content, image) : Buffer.from(part.value));
        chunks.push(Buffer.from('\r\n'));
      }
      if (recipe.ending === 'good') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (recipe.ending === 'cut') payload = payload.subarray(0, Math.floor(payload.length / 2));
      return { payload, contentType: recipe.contentType ?? `multipart/form-data; boundary=${BOUNDARY}` };
    }
  }
}

function fileContent(content: 'image' | 'garbage' | 'html' | 'empty' | 'big', image: Buffer): Buffer {
  switch (content) {
    case 'image':
      return image;
    case 'garbage':
      return Buffer.from('\x89PNG\r\n\x1a\n not really a picture \x00\xff\xfe', 'latin1');
    case 'html':
      return Buffer.from('<!doctype html><script>alert(1)</script>');
    case 'empty':
      return Buffer.alloc(0);
    case 'big':
      return Buffer.alloc(6 * 1024 * 1024, 7);
  }
}
