import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { useAfterIdle } from './use-after-idle';

let becomeIdle: (() => void) | null;
let idleRequests: number;

/** The hook with fresh module state: the app-wide signal starts unset. */
async function freshHook(): Promise<typeof useAfterIdle> {
  vi.resetModules();
  return (await import('./use-after-idle')).useAfterIdle;
}

function probeWith(hook: typeof useAfterIdle, name: string) {
  return function Probe() {
    return <p>{`${name}: ${hook() ? 'after idle' : 'before idle'}`}</p>;
  };
}

describe('useAfterIdle', () => {
  beforeEach(() => {
    becomeIdle = null;
    idleRequests = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleRequests += 1;
      becomeIdle = callback;
      return 1;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false on the server and in the first render, and true once the browser is idle', async () => {
    const hook = await freshHook();
    const First = probeWith(hook, 'first');
    const Second = probeWith(hook, 'second');
    expect(renderToString(<First />)).toBe('<p>first: before idle</p>');

    render(
      <>
        <First />
        <Second />
      </>,
    );
    expect(screen.getByText('first: before idle')).toBeInTheDocument();
    expect(screen.getByText('second: before idle')).toBeInTheDocument();
    expect(idleRequests).toBe(1); // one request for the whole page

    await act(async () => becomeIdle?.());
    expect(screen.getByText('first: after idle')).toBeInTheDocument();
    expect(screen.getByText('second: after idle')).toBeInTheDocument();
  });

  it('turns true right after mounting for a component that arrives after the idle moment', async () => {
    const hook = await freshHook();
    const Early = probeWith(hook, 'early');
    const Late = probeWith(hook, 'late');
    const { rerender } = render(<Early />);
    await act(async () => becomeIdle?.());

    rerender(
      <>
        <Early />
        <Late />
      </>,
    );
    await act(async () => {});
    expect(screen.getByText('late: after idle')).toBeInTheDocument();
    expect(idleRequests).toBe(1);
  });

  it('changes in a transition: what arrives after idle and is still loading leaves the page as it was', async () => {
    const hook = await freshHook();
    const neverLoads = new Promise<never>(() => {});
    function StillLoading(): never {
      return use(neverLoads);
    }
    function Section() {
      return hook() ? <StillLoading /> : <p>The stand-in</p>;
    }
    render(
      <Suspense fallback={<p>A blank fallback</p>}>
        <Section />
      </Suspense>,
    );
    await act(async () => becomeIdle?.());
    // An urgent update would have swapped in the fallback; a transition keeps the stand-in.
    expect(screen.getByText('The stand-in')).toBeInTheDocument();
    expect(screen.queryByText('A blank fallback')).not.toBeInTheDocument();
  });
});
