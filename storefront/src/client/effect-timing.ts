// The browser build runs the components on Preact (preact/compat, aliased in vite.config.ts):
// the same React API at a tenth of react-dom's size. Its hooks run effects after the next
// animation frame, which never comes in a background tab or under a paused clock, and comes
// after whatever the browser does next. Effects here start timers (the cart notice's 3 seconds,
// button feedback), focus dialogs and tell the unsaved-changes guard about an edit, which must
// hold before the next event (a tab closing right after typing). So, as React does after a
// click or a keystroke, effects run as soon as the update is committed: in a microtask.

import { options } from 'preact';

options.requestAnimationFrame = (run: () => void) => queueMicrotask(run);
