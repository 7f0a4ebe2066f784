// A server-rendered page is complete without its JavaScript: the HTML, its inlined styles, the
// preloaded fonts and the first image are what a visitor sees first. On a slow phone link the
// page's scripts (the entry with React and the router, the page's chunks: well over 100 KB)
// asked for with the page's head shared the line with the first screen and pushed the first
// paint back. So the scripts wait for the first paint, or the visitor's first tap or key press,
// whichever comes first; then they all load at once, in parallel, as the modulepreload links did
// before. They do not wait for the page's load event: on a phone on slow 4G that holds them back
// half a second or more after the page looks ready (every picture on the page, the gallery's
// thumbnails too, has to arrive first), while the first screen's own picture, asked for with the
// head, is on its way long before a script's first byte comes back. Until then
// links are plain links. (A page opened in a background tab paints no frame, so it loads its
// scripts when it is first shown.)

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

/** The inline loader: it adds the entry script and the preloads once the first paint is shown. */
function loaderScript(entry: string, chunks: readonly string[]): string {
  // JSON of asset paths: '<' cannot occur in them, but is escaped all the same so that no text
  // in the script can ever close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    // The entry is asked for first: it is the largest file (React and the router) and the last
    // to arrive, and over HTTP/1.1 a phone opens six connections at most, so an entry asked for
    // after the page's small chunks waited for one of them to finish (a second on slow 4G).
    '<script>(function(entry,chunks){var started=false;function start(){if(started)return;' +
    'started=true;var script=document.createElement("script");script.type="module";' +
    'script.crossOrigin="";script.src=entry;document.head.appendChild(script);' +
    'chunks.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)})}' +
    // The first paint is known to be on screen once the browser reports it (a paint timing
    // entry: its time is when the frame was shown, so the entry comes after); a browser without
    // paint timing goes on at once.
    'var P=typeof PerformanceObserver==="function"?PerformanceObserver:null;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0||' +
    'performance.getEntriesByType("paint").length)start();else{' +
    'new P(function(list,observer){observer.disconnect();start()}).observe({type:"paint"});' +
    '["pointerdown","keydown","touchstart"].forEach(function(type){' +
    'addEventListener(type,start,{capture:true,passive:true})})}' +
    // Until the app has taken the page over (it marks #root data-hydrated), nothing a visitor
    // does there is lost, and nothing is done twice. A form made for the page's scripts (it names
    // no action: sign-in, checkout, a message) would go out as a plain request to this address,
    // with what was typed (a password too) in the URL: it is held and sent once the page is
    // interactive. A button that is not a form's own (Add to Cart, Add to Wishlist, quantity)
    // would do nothing: its press is held, shown as pressed and busy, and made again once the
    // page is interactive, in the order pressed, each button at most once (a second tap on a
    // held button adds nothing). A field changed meanwhile (a quantity typed, a filter picked,
    // an option chosen) keeps what was chosen, and the app is told of it as if it were chosen
    // now. Links and forms that name where they go work as they are.
    'var held=null,pressed=[],edited=[],watching=false;' +
    'function root(){return document.getElementById("root")}' +
    'function asleep(){var r=root();return!!r&&!r.hasAttribute("data-hydrated")}' +
    'function whenAwake(){if(watching)return;watching=true;var r=root();' +
    'new MutationObserver(function(records,observer){if(!r.hasAttribute("data-hydrated"))return;' +
    'observer.disconnect();replay()}).observe(r,{attributes:true,attributeFilter:["data-hydrated"]})}' +
    // The app's fields compare what they hold with what they last saw: the value it last saw is
    // set through the field (the app's own setter), the chosen one put back under it, and the
    // event the app listens for sent, so it reads the choice as a change.
    'function tell(field){if(!field.isConnected)return;var own=Object.getPrototypeOf(field);' +
    'if(field.type==="checkbox"||field.type==="radio"){if(field.type==="radio"&&!field.checked)return;' +
    'var on=field.checked;field.checked=!on;Object.getOwnPropertyDescriptor(own,"checked").set' +
    '.call(field,on);field.dispatchEvent(new Event("click",{bubbles:true}))}' +
    'else if(field.tagName==="SELECT")field.dispatchEvent(new Event("change",{bubbles:true}));' +
    'else{var value=field.value;field.value=value?"":" ";Object.getOwnPropertyDescriptor(own,' +
    '"value").set.call(field,value);field.dispatchEvent(new Event("input",{bubbles:true}))}}' +
    'function send(){var form=held;held=null;if(form&&form.isConnected&&form.requestSubmit)' +
    'form.requestSubmit()}' +
    // Each press in a task of its own: what the previous one changed is on screen by then.
    'function press(){var button=pressed.shift();if(!button)return send();setTimeout(function(){' +
    'button.removeAttribute("data-held");button.removeAttribute("aria-busy");' +
    'if(button.isConnected&&!button.disabled)button.click();press()},0)}' +
    'function replay(){edited.splice(0).forEach(tell);press()}' +
    'addEventListener("submit",function(event){var form=event.target;' +
    'if(!asleep()||!form||form.hasAttribute("action"))return;event.preventDefault();start();' +
    'held=form;whenAwake()},true);' +
    'addEventListener("click",function(event){if(!asleep())return;var target=event.target,' +
    'button=target&&target.closest&&target.closest("button");if(!button||!root().contains(button)' +
    '||(button.form&&button.type!=="button"))return;event.preventDefault();event.stopPropagation();' +
    'start();if(pressed.indexOf(button)<0){pressed.push(button);button.setAttribute("data-held","");' +
    'button.setAttribute("aria-busy","true")}whenAwake()},true);' +
    'function edit(event){var field=event.target;if(!asleep()||!field||' +
    '!/^(INPUT|SELECT|TEXTAREA)$/.test(field.tagName)||!root().contains(field))return;start();' +
    'if(edited.indexOf(field)<0)edited.push(field);whenAwake()}' +
    'addEventListener("input",edit,true);addEventListener("change",edit,true)})' +
    `(${json(entry)},${json(chunks)})</script>`
  );
}

/**
 * The page with its module preloads and entry script replaced by one inline loader that fetches
 * them once the first paint is shown (or at the first interaction). A page without an entry script is
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
