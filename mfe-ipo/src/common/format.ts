import { formatFigure, formatMs } from '@app/shared';

/** Full MM-DD-YYYY HH:MM:SS in UTC−5 (the app's time filter; `now` = 0 never shortens to the time). */
export const fullTime = (ms: number | null | undefined) => formatMs(ms, '-', 0);
/** MM-DD-YYYY in UTC−5. */
export const dayOf = (ms: number | null | undefined) => fullTime(ms).split(' ')[0];
/** Whole shares in the interface language's number format. */
export const shares = (n: number) => formatFigure(n, 0);
