type Probe = { __samples: number[]; __handling: number[]; __painted?: number; __targets?: Record<string, string> };

/**
 * In-page probe per keystroke: `__handling` is the time from keydown until the input event has been handled
 * (React renders and commits discrete input synchronously); `__samples` the time until the frame after it was
 * painted (rAF, then a posted message).
 */
export function installProbe(): void {
  const probe = window as unknown as Probe;
  probe.__samples = [];
  probe.__handling = [];
  let start = 0;
  document.addEventListener(
    'keydown',
    () => {
      start = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        const from = start;
        channel.port1.onmessage = () => probe.__samples.push(performance.now() - from);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  // Window is the last stop of the bubbling input event, after React's root listener.
  window.addEventListener('input', () => probe.__handling.push(performance.now() - start));
}

/**
 * Mount probe: once every target element (CSS selectors by name: 'top', 'row40') is in the DOM, waits for the next painted
 * frame and records `__painted` (ms since navigation start) and `__targets` for the keystroke runs.
 */
export function whenPainted(targets: Record<string, () => Element | null | undefined>): void {
  const probe = window as unknown as Probe;
  const check = () => {
    const found = Object.entries(targets).map(([name, find]) => [name, find()] as const);
    if (found.some(([, el]) => !el)) return requestAnimationFrame(check);
    for (const [name, el] of found) el!.setAttribute('data-bench', name);
    // rAF runs before the frame is painted; a message posted from it arrives after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.__painted = performance.now();
        probe.__targets = Object.fromEntries(found.map(([name]) => [name, `[data-bench="${name}"]`]));
      };
      channel.port2.postMessage(null);
    });
  };
  requestAnimationFrame(check);
}

/** The probes of a page showing rjsf-style ids (root_a_b): the top text field and the text cell of row 40. */
export function probeIds(ids: { top: string; row40: string }): void {
  installProbe();
  whenPainted({ top: () => document.getElementById(ids.top), row40: () => document.getElementById(ids.row40) });
}
