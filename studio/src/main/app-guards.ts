// App-wide guards, applied to every web contents the studio ever creates (windows, popups,
// devtools): no new windows, no navigation away from the studio's own page, no <webview>.
// Safe links go to the default browser (a studio page's link, like 'View', to the same page of
// the shop); everything else is dropped.
import { app, shell } from 'electron';
import type { StudioLogger } from '../services/log-file.ts';
import { isSafeExternalUrl } from './external-links.ts';
import { shopUrlFor } from './studio-origin.ts';

export function guardAllWebContents(
  isStudioPage: (url: string) => boolean,
  serverUrl: () => string | null,
  log?: Pick<StudioLogger, 'error'>,
): void {
  const openExternally = (url: string) => {
    const target = shopUrlFor(url, serverUrl());
    if (isSafeExternalUrl(target)) void shell.openExternal(target);
  };
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      openExternally(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (isStudioPage(url)) return;
      event.preventDefault();
      openExternally(url);
    });
    contents.on('will-redirect', (event, url) => {
      if (!isStudioPage(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // The page's errors (an exception, a failed load) go to the studio's log.
    contents.on('console-message', (details) => {
      if (details.level === 'error') {
        log?.error(`${details.message} (${details.sourceId}:${details.lineNumber})`);
      }
    });
  });
}
