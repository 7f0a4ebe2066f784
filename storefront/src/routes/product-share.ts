// Share on the product page: the Web Share API where the browser has one, otherwise the link
// goes to the clipboard.

export type ShareResult = 'shared' | 'copied' | 'failed';

interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export async function shareLink(
  title: string,
  url: string,
  browser: ShareNavigator = navigator,
): Promise<ShareResult> {
  if (browser.share) {
    try {
      await browser.share({ title, url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the shopper's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await browser.clipboard?.writeText(url);
    return browser.clipboard ? 'copied' : 'failed';
  } catch {
    return 'failed';
  }
}
