/** An HTML answer's text with the entities React writes turned back into characters, to look for the spec's words in it. */
export const pageText = async (res: Response) =>
  (await res.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
