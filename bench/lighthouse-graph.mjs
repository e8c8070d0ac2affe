// Why Lighthouse gave a page the first and largest paint it did: runs Lighthouse (mobile preset)
// once on a page and prints, for both paints, the requests and main-thread tasks its simulation
// counted before them, with their simulated start and end (decision 0030). Lighthouse estimates
// a slow phone from what it observed on this machine, so a script or font that merely finished
// before the paint here counts as holding it back.
//   npm run build && npm --prefix bench ci && node bench/lighthouse-graph.mjs /search?q=rose
// BASE_URL measures a running store; otherwise the built store starts on a fresh database.
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchChromium } from './chromium.mjs';
import { startStore, warmUp } from './serve.mjs';

const path = process.argv[2] ?? '/';
const store = await startStore();
const chrome = await launchChromium();

function describe(node) {
  if (node.type !== 'network')
    return `main thread, ${Math.round(node.duration / 1000)} ms observed`;
  const { priority, resourceType, transferSize, url } = node.request;
  return `${priority} ${resourceType} ${(transferSize / 1024).toFixed(1)} KB ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
}

try {
  await warmUp(store, [path]);
  const result = await lighthouse(`${store.baseUrl}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { artifacts, lhr } = result;
  const metrics = lhr.audits.metrics.details?.items[0];
  if (!metrics)
    throw new Error(
      `Lighthouse could not measure ${path}: ${lhr.runtimeError?.code ?? 'no metrics'}; run it again`,
    );
  console.log(
    `${path}: performance ${Math.round(lhr.categories.performance.score * 100)}; observed first paint ${metrics.observedFirstContentfulPaint} ms, largest ${metrics.observedLargestContentfulPaint} ms; simulated ${metrics.firstContentfulPaint} ms and ${metrics.largestContentfulPaint} ms`,
  );
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  for (const [paint, metric] of [
    ['first paint', LanternFirstContentfulPaint],
    ['largest paint', LanternLargestContentfulPaint],
  ]) {
    const estimate = await metric.request(data, context);
    for (const kind of ['optimistic', 'pessimistic']) {
      const { timeInMs, nodeTimings } = estimate[`${kind}Estimate`];
      console.log(`\n${paint}, ${kind} graph: ${Math.round(timeInMs)} ms`);
      for (const [node, timing] of [...nodeTimings.entries()].sort(
        (a, b) => a[1].startTime - b[1].startTime,
      )) {
        console.log(
          `  ${String(Math.round(timing.startTime)).padStart(5)}-${String(Math.round(timing.endTime)).padEnd(5)} ${describe(node)}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await store.stop();
}
