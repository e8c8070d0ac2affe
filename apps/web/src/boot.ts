import './styles/index.css';
import { afterFirstPaint } from './lib/after-first-paint';

// The browser's entry (decisions 0025 and 0030). A storefront page arrives drawn by
// the server, so the first thing a phone should do is paint it. The app's script (React, the
// router, the page) is asked for only once that paint is on screen: its download and start-up
// then follow the paint instead of holding it back. The stylesheet stays here so that it is a
// <link> in the HTML's head, not something the script adds later.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React and the libraries every page runs (the framework chunk) are evaluated first, in a task of
// their own, and the app in a later one. Evaluated together they made the longest task of a
// page's start on a slow phone, 80-100 ms (bench/README.md, "Lighthouse"). A failed load is left
// to the app's own import, which then fails as before.
function startApp(): void {
  void import('react-dom/client').then(nextTask, nextTask).then(() => import('./main'));
}

const root = document.getElementById('root');
// A page the browser draws itself (account, checkout, admin) has nothing to paint before the
// app, and a tab opened in the background paints nothing at all: both start at once.
if (root?.hasChildNodes() && document.visibilityState === 'visible') afterFirstPaint(startApp);
else startApp();
