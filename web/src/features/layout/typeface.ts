/**
 * The site's typeface (web/src/styles.css) is applied by a class on <html>, never by the first HTML alone: on a slow
 * phone its 29 KB would share the link with the page, its stylesheet and its first picture (and, on HTTP/1.1, take a
 * connection of its own) before anything is on screen. And a page never changes face while it is being read: however
 * close the fallback's metrics, a heading or a card's title can wrap differently in the other face and move what is
 * below it. So, as `font-display: optional` would, but without giving the file up:
 *
 * - a server-rendered page paints in the metric-matched fallback; once its first view is on screen the boot script
 *   (web/src/entry-server.tsx) fetches the file ({@link TYPEFACE_FETCH_SCRIPT}) without applying it, and notes in
 *   localStorage that the browser holds it;
 * - every later page load has the class from the first line of <body> ({@link TYPEFACE_AT_ONCE_SCRIPT}): the file
 *   comes from the browser's cache, and the page is in the typeface from its first paint;
 * - a navigation inside the app (the content changes under the visitor's tap anyway) applies it once the file has
 *   loaded ({@link typefaceOnNavigation});
 * - the pages drawn in the browser (dashboard, admin), whose first view waits for the app anyway, apply it as the app
 *   starts ({@link showTypeface}).
 *
 * Without JavaScript the page stays in the fallback.
 */
export const TYPEFACE_CLASS = "typeface";
const SEEN_KEY = "typeface";
const FACE = '1em "Source Sans 3 Variable"';

/** Fetches the typeface's file (the stylesheet's @font-face) without applying it, and notes that the browser holds it. */
export const TYPEFACE_FETCH_SCRIPT = `try{document.fonts&&document.fonts.load('${FACE}').then(function(f){try{f.length&&localStorage.setItem("${SEEN_KEY}","1")}catch(e){}})}catch(e){}`;

/** First in <body> on server-rendered pages: the typeface from the first paint for a browser that holds it. */
export const TYPEFACE_AT_ONCE_SCRIPT = `try{localStorage.getItem("${SEEN_KEY}")&&document.documentElement.classList.add("${TYPEFACE_CLASS}")}catch(e){}`;

/** Applies the typeface (the browser fetches the file if it has not yet) and notes once it has loaded. */
export function showTypeface() {
  document.documentElement.classList.add(TYPEFACE_CLASS);
  void document.fonts
    ?.load(FACE)
    .then((faces) => {
      if (faces.length) localStorage.setItem(SEEN_KEY, "1");
    })
    .catch(() => {});
}

/** On a navigation inside the app: the typeface, if its file has loaded (otherwise from the next page load). */
export function typefaceOnNavigation() {
  if (document.documentElement.classList.contains(TYPEFACE_CLASS)) return;
  const loaded = [...(document.fonts ?? [])].some((f) => f.family.includes("Source Sans 3") && f.status === "loaded");
  if (loaded) document.documentElement.classList.add(TYPEFACE_CLASS);
}
