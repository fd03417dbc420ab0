/**
 * Init script counting the components React rendered, as React DevTools does: a global hook receives every committed
 * root; the walk descends only into subtrees whose children were cloned in this commit and counts component fibers that
 * mounted or performed work (flag PerformedWork = 1). `window.__rendered` accumulates until the bench resets it,
 * `window.__renderedNames` counts them by component name.
 */
export const countRenders = `(() => {
  const COMPONENT = new Set([0, 1, 11, 15]);
  const name = (f) => { const t = f.type && (f.type.type || f.type.render || f.type); return (t && (t.displayName || t.name)) || String(f.tag); };
  const mark = (f) => { window.__renderedNames[name(f)] = (window.__renderedNames[name(f)] || 0) + 1; return 1; };
  const all = (f) => { let n = 0; for (let c = f; c; c = c.sibling) n += (COMPONENT.has(c.tag) ? mark(c) : 0) + all(c.child); return n; };
  const walk = (f) => {
    let n = COMPONENT.has(f.tag) && (f.flags & 1) ? mark(f) : 0;
    if (f.alternate && f.child === f.alternate.child) return n;
    for (let c = f.child; c; c = c.sibling) n += c.alternate ? walk(c) : (COMPONENT.has(c.tag) ? mark(c) : 0) + all(c.child);
    return n;
  };
  window.__rendered = 0;
  window.__renderedNames = {};
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {},
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) { window.__rendered += walk(root.current); },
  };
})();`;
