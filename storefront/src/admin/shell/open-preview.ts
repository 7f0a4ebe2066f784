// Opens a draft's preview link in a new tab. The tab is opened at the click (a tab opened after
// the link arrives would be taken for a pop-up and blocked), then sent to the link.

import type { AdminApi, PreviewKind } from '@kawaii/shared';

export interface PreviewTarget {
  kind: PreviewKind;
  id: string;
}

export async function openPreview(
  api: AdminApi,
  target: PreviewTarget,
  siteHref: (path: string) => string,
): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { path } = await api.previewLink(target.kind, target.id);
    const href = siteHref(path);
    if (tab) {
      // The preview must not be able to reach back into the admin tab.
      tab.opener = null;
      tab.location.href = href;
    } else {
      // Where no blank tab may open (the studio sends links to the browser), open the link itself.
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
