// Answers the server put into index.html for the page's first public calls (a remote's
// routes.json `data`; server/src/static/index-html.ts). Each answers one request, once, and only
// while the page is fresh: later requests (a refresh, polling) go to the network as always.
import { INLINE_DATA_IDS } from '@app/shared';
import { readInlineJson } from '../inline-json';

/** Inline answers are used only this long after the page started (prices move). */
export const ROUTE_DATA_MAX_AGE_MS = 15_000;

export type TakeRouteData = (key: string) => unknown | undefined;

export function readRouteData(doc: Pick<Document, 'getElementById'>, sinceStartMs: () => number): TakeRouteData {
  const parsed = readInlineJson(doc, INLINE_DATA_IDS.routeData);
  const answers: Record<string, unknown> =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return (key) => {
    if (!Object.hasOwn(answers, key)) return undefined;
    const answer = answers[key];
    delete answers[key];
    return sinceStartMs() <= ROUTE_DATA_MAX_AGE_MS ? answer : undefined;
  };
}
