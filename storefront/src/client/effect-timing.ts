// The browser build runs the components on Preact (preact/compat, aliased in vite.config.ts):
// the same React API at a tenth of react-dom's size. Its hooks run effects after the next
// animation frame; React runs them in the next task after a commit. Effects here start timers
// (the cart notice's 3 seconds, button feedback) and focus dialogs, so they follow React's
// timing: a task right after the commit, whether or not the page is painting (a background tab,
// a paused clock).

import { options } from 'preact';

const channel = new MessageChannel();
const pending: Array<() => void> = [];
channel.port1.onmessage = () => {
  for (const run of pending.splice(0)) run();
};

options.requestAnimationFrame = (run: () => void) => {
  pending.push(run);
  if (pending.length === 1) channel.port2.postMessage(null);
};
