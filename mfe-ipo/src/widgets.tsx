// Home widgets this remote exposes to the shell (mfe-ipo/webpack.config.js './widgets').
import type { ComponentType } from 'react';
import './i18n';
import { HomeNewStocks } from './widgets/HomeNewStocks';

export const widgets: Record<string, ComponentType> = {
  HomeNewStocks,
};
