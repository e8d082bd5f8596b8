// Home widgets this remote exposes to the shell (mfe-account/webpack.config.js './widgets').
import type { ComponentType } from 'react';
import './news/i18n';
import { HOME_NEWS_HEIGHT, HomeNews } from './news/HomeNews';

export const widgets: Record<string, ComponentType> = {
  HomeNews,
};

/** Each widget's fixed height: the shell reserves exactly this (resizing is a release of this remote). */
export const heights: Record<string, string> = {
  HomeNews: HOME_NEWS_HEIGHT,
};
