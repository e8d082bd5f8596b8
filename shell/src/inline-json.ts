// Data the server wrote into index.html as <script type="application/json" id="…">.

/** The parsed content of the JSON script with this id; undefined when absent or not JSON. */
export function readInlineJson(doc: Pick<Document, 'getElementById'>, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
