// Home widgets this remote exposes to the shell (mfe-ipo/webpack.config.js './widgets').
import type { ComponentType } from 'react';
import './i18n';
import { HOME_NEW_STOCKS_HEIGHT, HomeNewStocks } from './widgets/HomeNewStocks';

export const widgets: Record<string, ComponentType> = {
  HomeNewStocks,
};

/** Each widget's fixed height: the shell reserves exactly this (resizing is a release of this remote). */
export const heights: Record<string, string> = {
  HomeNewStocks: HOME_NEW_STOCKS_HEIGHT,
};
