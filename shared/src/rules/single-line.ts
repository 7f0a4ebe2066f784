// What a one-line field (a name, a title) may hold. Its own module, with no schemas around it, so
// a page that only checks a line of text does not load the form schemas (and zod) to do it.

// Control characters (NUL, escape sequences, line breaks) and the bidi embedding, override and
// isolate marks, which make a name display as something other than what it is (an admin reading
// "gpj.exe" as "exe.jpg"). None belongs in a one-line field such as a name or a title.
// eslint-disable-next-line no-control-regex
const NOT_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const isSingleLine = (text: string): boolean => !NOT_IN_ONE_LINE.test(text);
