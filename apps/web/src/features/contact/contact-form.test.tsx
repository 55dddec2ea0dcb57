import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_URL, jsonResponse, renderPage, setupTestEnvironment } from '../../../test/render-page';
import ContactPage from './contact-page';

const fetchMock = vi.fn<typeof fetch>();

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Mendel Cohen');
  await userEvent.type(screen.getByLabelText('Email address'), ' Mendel@Example.com ');
  await userEvent.type(screen.getByLabelText('Subject'), 'Tishrei stay');
  await userEvent.type(screen.getByLabelText('Message'), 'Is there a room near 770 for Sukkos?');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('Contact form', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestEnvironment('en');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('limits each field in the browser and counts the message characters', async () => {
    renderPage(<ContactPage />);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '1000');
    expect(screen.getByText('0 / 1,000 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'Shalom');
    expect(screen.getByText('6 / 1,000 characters')).toBeInTheDocument();
  });

  it('shows translated errors for too-long, unsafe, missing and malformed input without calling the server', async () => {
    renderPage(<ContactPage />);
    // maxLength stops typing; a script or an autofill can still set a longer value (and fire `input`).
    fireEvent.input(screen.getByLabelText('Your name'), { target: { value: 'x'.repeat(51) } });
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Message'), {
      target: { value: '<script>alert(1)</script>' },
    });
    await submit();

    expect(await screen.findByText('Please keep this to 50 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Please remove links starting with javascript:, script tags or event handlers.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses javascript: links and inline handlers, in Hebrew', async () => {
    await setupTestEnvironment('he');
    renderPage(<ContactPage />);
    await userEvent.type(screen.getByLabelText('השם שלכם'), 'מנחם');
    await userEvent.type(screen.getByLabelText('כתובת אימייל'), 'm@example.com');
    await userEvent.type(screen.getByLabelText('נושא'), 'javascript:alert(1)');
    await userEvent.type(screen.getByLabelText('הודעה'), '<img src=x onerror=alert(1)>');
    await userEvent.click(screen.getByRole('button', { name: 'שליחת ההודעה' }));
    expect(
      await screen.findAllByText('נא להסיר קישורי javascript:, תגי script ומטפלי אירועים.'),
    ).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts valid input, confirms it and clears the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'c1' }, 201));
    renderPage(<ContactPage />);
    await fillValid();
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been sent.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TEST_API_URL}functions/v1/contact`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('apikey')).toBe('test-anon-key');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Mendel Cohen',
      email: 'mendel@example.com',
      subject: 'Tishrei stay',
      message: 'Is there a room near 770 for Sukkos?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('disables the button and shows progress while sending', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<ContactPage />);
    await fillValid();
    await submit();
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    answer(jsonResponse({ id: 'c2' }, 201));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('says how many messages an hour can be sent when the server refuses with 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 'over_request_rate_limit', message: 'Too many messages' }, 429, {
        'retry-after': '1800',
      }),
    );
    renderPage(<ContactPage />);
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can send up to 3 messages an hour. Please try again later.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Tishrei stay');
  });

  it('shows the server’s field errors next to the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { code: 'validation_failed', message: 'Invalid', fields: { subject: 'validation.unsafe' } },
        400,
      ),
    );
    renderPage(<ContactPage />);
    await fillValid();
    await submit();
    expect(
      await screen.findByText(
        'Please remove links starting with javascript:, script tags or event handlers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the network and general messages', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage(<ContactPage />);
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'internal_error', message: 'Oops' }, 500));
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
    );
  });

  it('tells other ways to reach us', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: 'hello@orchim.example' })).toHaveAttribute(
      'href',
      'mailto:hello@orchim.example',
    );
    expect(screen.getByText('Crown Heights, Brooklyn, NY 11213')).toBeInTheDocument();
    expect(screen.getByText(/within one working day/)).toBeInTheDocument();
  });
});
