import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Resolves once the browser has painted a frame (what the server drew is then on screen), or
 * soon anyway in a background tab, where frames wait until the tab is shown.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

// The page the server drew is painted before the app's code is even evaluated (issue 13): on a
// slow phone, React and the router take hundreds of milliseconds to start, and the shopper
// reads the page meanwhile instead of waiting for it.
void afterFirstPaint()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container));
