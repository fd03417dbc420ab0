type Probe = { __samples: number[]; __handling: number[] };

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
  document.addEventListener('keydown', () => {
    start = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      const from = start;
      channel.port1.onmessage = () => probe.__samples.push(performance.now() - from);
      channel.port2.postMessage(null);
    });
  }, true);
  // Window is the last stop of the bubbling input event, after React's root listener.
  window.addEventListener('input', () => probe.__handling.push(performance.now() - start));
}
