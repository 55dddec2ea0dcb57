import { useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginTakeover, runTakeover } from '@/lib/takeover';
import { useHydrated } from '@/lib/use-hydrated';
import { HydrationPart } from './hydration-part';

/**
 * Taking over a server-rendered page in parts (decision 019): each part keeps the server's elements
 * until its turn, then adopts them, and the ids useId gave on the server are the ones the app uses.
 */
const turns: string[] = [];

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`}>{label} hint</span>
      {/* Text, unlike an attribute, is mended when taking over: it shows the id the app has in mind. */}
      <small>{id}</small>
    </p>
  );
}

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  turns.push(name);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Where() {
  return <em>{useHydrated() ? 'browser' : 'server'}</em>;
}

function Page() {
  return (
    <main>
      <Field label="Before" />
      <HydrationPart name="first">
        <Field label="First" />
        <Counter name="first" />
      </HydrationPart>
      <Field label="Between" />
      <HydrationPart name="second">
        <Field label="Second" />
        <Counter name="second" />
        <HydrationPart name="nested">
          <Counter name="nested" />
        </HydrationPart>
      </HydrationPart>
      <Where />
    </main>
  );
}

const containers: HTMLElement[] = [];
function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
  turns.length = 0;
});

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))!;

describe('HydrationPart', () => {
  it('keeps the server HTML of each part until its turn, then adopts it, in page order', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<em>server</em>');
    const root = container(html);
    const firstInput = root.querySelector('input')!;
    const secondButton = button(root, 'second');

    turns.length = 0;
    beginTakeover();
    await act(() => hydrateRoot(root, <Page />));
    // The parts have not rendered: their server HTML is there, their buttons not yet live.
    expect(turns).toEqual([]);
    expect(root.innerHTML).toContain('second 0');
    secondButton.click();
    await act(async () => {});
    expect(secondButton.textContent).toBe('second 0');

    await act(() => runTakeover());
    expect(turns).toEqual(['first', 'second', 'nested']);
    // The same elements, adopted rather than drawn again, and live now.
    expect(root.querySelector('input')).toBe(firstInput);
    expect(button(root, 'second')).toBe(secondButton);
    await act(async () => secondButton.click());
    expect(secondButton.textContent).toBe('second 1');
    await act(async () => button(root, 'nested').click());
    expect(button(root, 'nested').textContent).toBe('nested 1');
  });

  it('leaves the same page, ids included, as the app draws without a server', async () => {
    const root = container(renderToString(<Page />));
    beginTakeover();
    await act(() => hydrateRoot(root, <Page />));
    await act(() => runTakeover());

    const fresh = container();
    await act(() => createRoot(fresh).render(<Page />));
    expect(root.innerHTML).toBe(fresh.innerHTML);
    expect(root.innerHTML).toContain('<em>browser</em>');
    // The app's ids are the server's, and every label and description points at an element that is there.
    for (const input of root.querySelectorAll('input')) {
      expect(input.parentElement!.querySelector('small')!.textContent).toBe(input.id);
      expect(root.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
      expect(root.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)).not.toBeNull();
    }
  });

  it('renders at once outside a takeover', async () => {
    const root = container();
    await act(() => createRoot(root).render(<Page />));
    expect(turns).toEqual(['first', 'second', 'nested']);
    expect(root.querySelectorAll('button')).toHaveLength(3);
  });
});
