import './styles/index.css';

// The browser's entry (issue 13, decision 0025). A storefront page arrives drawn by the
// server, so the first thing a phone should do is paint it. The app's script (React, the
// router, the page) is asked for only once that frame is on screen: its download and start-up
// then follow the paint instead of holding it back. The stylesheet stays here so that it is a
// <link> in the HTML's head, not something the script adds later.

function startApp(): void {
  void import('./main');
}

// requestAnimationFrame runs just before the next frame is painted, and a timer set there runs
// after it. A tab opened in the background paints nothing and runs no frames, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
