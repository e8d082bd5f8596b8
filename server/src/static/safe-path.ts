// Turns the path part of a URL into a path relative to a served folder, refusing anything that
// could leave the folder or reach hidden files.

/** "a/b%20c.js" → "a/b c.js"; null for "..", ".git", empty segments, backslashes, NUL or bad escapes. */
export function safeRelativePath(urlPath: string): string | null {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.join('/');
}
