// A server-rendered page is complete without its JavaScript: the HTML, its inlined styles, the
// preloaded fonts and the first image are what a visitor sees first. On a slow phone link the
// page's scripts (the entry with React and the router, the page's chunks: well over 100 KB)
// shared the line with that image and pushed the first paint and the largest image back by a
// second or more. So the scripts wait for the window's load event (the first screen has arrived)
// and the frame painted after it, or for the visitor's first tap or key press, whichever comes
// first; then they all load at once, in parallel, as the modulepreload links did before. Until
// then links are plain links. (A page opened in a background tab paints no frame, so it loads
// its scripts when it is first shown.)

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

/** The inline loader: it adds the preloads and the entry script once the loaded page is painted. */
function loaderScript(entry: string, chunks: readonly string[]): string {
  // JSON of asset paths: '<' cannot occur in them, but is escaped all the same so that no text
  // in the script can ever close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '<script>(function(entry,chunks){var started=false;function start(){if(started)return;' +
    'started=true;chunks.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";' +
    'script.src=entry;document.head.appendChild(script)}' +
    // The first paint is known to be on screen once the browser reports it (a paint timing
    // entry: its time is when the frame was shown, so the entry comes after); a browser without
    // paint timing goes on at once. Then the loaded page's own frame: the second frame callback
    // runs once the frame after the load has been drawn, and the timer set from it after that.
    'function whenFirstPainted(then){var P=typeof PerformanceObserver==="function"?' +
    'PerformanceObserver:null;if(!P||!P.supportedEntryTypes||' +
    'P.supportedEntryTypes.indexOf("paint")<0||performance.getEntriesByType("paint").length)' +
    'return then();new P(function(list,observer){observer.disconnect();then()})' +
    '.observe({type:"paint"})}' +
    'function afterPaint(){whenFirstPainted(function(){requestAnimationFrame(function(){' +
    'requestAnimationFrame(function(){setTimeout(start,0)})})})}' +
    'if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint);' +
    '["pointerdown","keydown","touchstart"].forEach(function(type){' +
    'addEventListener(type,start,{capture:true,passive:true})})}' +
    // A form made for the page's scripts (it names no action: sign-in, checkout, a message) sent
    // before they have taken the page over would go out as a plain request to this address, with
    // what was typed (a password too) in the URL and the page reloaded. It is held instead, and
    // sent once the page is interactive (the app marks #root data-hydrated).
    'var held=null;addEventListener("submit",function(event){var form=event.target,' +
    'root=document.getElementById("root");if(!root||root.hasAttribute("data-hydrated")||' +
    '!form||form.hasAttribute("action"))return;event.preventDefault();start();var first=!held;' +
    'held=form;if(!first)return;new MutationObserver(function(records,observer){' +
    'if(!root.hasAttribute("data-hydrated"))return;observer.disconnect();var waiting=held;' +
    'held=null;if(waiting.isConnected&&waiting.requestSubmit)waiting.requestSubmit()})' +
    '.observe(root,{attributes:true,attributeFilter:["data-hydrated"]})},true)})' +
    `(${json(entry)},${json(chunks)})</script>`
  );
}

/**
 * The page with its module preloads and entry script replaced by one inline loader that fetches
 * them after the load event (or the first interaction). A page without an entry script is
 * returned as it is.
 */
export function deferPageScripts(html: string, nonce?: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const chunks = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  const loader = loaderScript(entry, chunks);
  // The loader is the server's own script: it carries the render's nonce like the others.
  const stamped = nonce ? loader.replace('<script>', () => `<script nonce="${nonce}">`) : loader;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => stamped);
}
