// Home widgets this remote exposes to the shell. No antd-mobile and no chart library here: the
// widgets chunk stays small because Home loads it on every visit.
import type { ComponentType } from 'react';
import './i18n';
import { HOME_QUOTES_HEIGHT, HomeQuotes } from './widgets/HomeQuotes';

export const widgets: Record<string, ComponentType> = {
  HomeQuotes,
};

/** Each widget's fixed height: the shell reserves exactly this (resizing is a release of this remote). */
export const heights: Record<string, string> = {
  HomeQuotes: HOME_QUOTES_HEIGHT,
};
