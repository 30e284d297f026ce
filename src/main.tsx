import './index.css';

// The entry is small on purpose: the page the build prerendered (or the boot shell) paints first, and only then does the
// app's code load and run (src/boot.tsx), so the first paint never waits for it (Lighthouse FCP, issue 11). The code
// then evaluates in a few tasks (React, the router and data libraries, the app), not one long one. A hidden tab gets no
// animation frames: the timeout goes on anyway.
const nextTask = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
await nextTask();
await import('react-dom/client');
await nextTask();
await Promise.all([import('@tanstack/react-router'), import('@tanstack/react-query')]);
await nextTask();
await import('i18next');
await nextTask();
const { boot } = await import('./boot');
void boot();
