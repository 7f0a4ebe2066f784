// The body face (Nunito, about 40 KB) is not fetched with the first screen: on a phone's link it
// would share the line with the page's largest picture and hold it back. The page opens with
// <html data-body-face="later">, which draws body text in its metric-matched stand-in (so nothing
// moves when the face swaps in), and the browser bundle drops the attribute once the page is
// interactive (entry-client.tsx). A browser that has shown the face before has it cached: the
// page head's script (index.html) reads BODY_FACE_KEY and drops the attribute before the first
// paint, so a returning visitor never sees the swap.

export const BODY_FACE_KEY = 'body-face';

/** Asks for the body face now, and remembers once it has arrived that this browser has it. */
export function showBodyFace(root: HTMLElement = document.documentElement): Promise<void> {
  if (!root.hasAttribute('data-body-face')) return Promise.resolve();
  root.removeAttribute('data-body-face');
  return document.fonts.load('1em "Nunito Variable"').then(
    (faces) => {
      if (faces.length === 0) return;
      try {
        localStorage.setItem(BODY_FACE_KEY, 'cached');
      } catch {
        // Without storage the next visit waits for the first screen again.
      }
    },
    () => {
      // The face did not arrive (offline, blocked): the stand-in stays, and nothing is remembered.
    },
  );
}
