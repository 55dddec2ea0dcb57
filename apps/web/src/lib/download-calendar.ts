import { ApiError } from './api';
import { getAppConfig } from './app-config';
import { currentLanguage } from './i18n';

/**
 * Downloads an iCalendar file of the API (a visit's, a shared visit's or a booking's) in the reader's
 * language. Fetched, then saved from memory: the API wants its key (and the guest's token) in headers,
 * which a plain link cannot send.
 */
export async function downloadCalendar(path: string, fileName: string, accessToken?: string) {
  const { apiUrl, anonKey } = getAppConfig();
  const headers = new Headers({ apikey: anonKey, accept: 'text/calendar' });
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  let response: Response;
  try {
    response = await fetch(new URL(`${path}?lang=${currentLanguage()}`, apiUrl), { headers });
  } catch {
    throw new ApiError(0, 'network', 'Network error. Please check your connection.');
  }
  if (!response.ok) throw new ApiError(response.status, 'unknown', response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
