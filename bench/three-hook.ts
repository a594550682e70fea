/**
 * An init script for a bench page: three announces each scene and renderer it makes to a devtools
 * hook, if the page has one; this one keeps them in `window.__THREE_DEVTOOLS__.seen`.
 */
export const THREE_HOOK = {
  content: `(() => {
    const hook = new EventTarget();
    hook.seen = [];
    hook.addEventListener('observe', (e) => hook.seen.push(e.detail));
    window.__THREE_DEVTOOLS__ = hook;
  })()`,
};
