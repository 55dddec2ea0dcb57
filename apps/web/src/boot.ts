import './index.css';
import './app/shell.css';
import { SSR_STATE_ID } from './app/ssr-state';

/**
 * The page's entry. The stylesheet is imported here so it stays a render-blocking <link> of index.html.
 * A page the server rendered (decision 018) is readable before the app runs: the app's code is requested
 * once the page has loaded (its stylesheet, fonts and pictures) and been painted, so it does not share a
 * slow connection with them, and the first thing a visitor sees comes sooner. Links work meanwhile (as
 * plain links); the page's buttons and forms start working once the app has drawn the page over the
 * server's HTML. A page with nothing on it yet (one the browser renders) asks for the app at once; the
 * server's head has preloaded its code.
 */
const startApp = () => void import('./main');
// After the next frame is painted: requestAnimationFrame runs just before it, the timeout just after.
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp));

if (!document.getElementById(SSR_STATE_ID)) startApp();
else if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
