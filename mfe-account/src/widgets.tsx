// Home widgets this remote exposes to the shell (mfe-account/webpack.config.js './widgets').
import type { ComponentType } from 'react';
import './news/i18n';
import { HomeNews } from './news/HomeNews';

export const widgets: Record<string, ComponentType> = {
  HomeNews,
};
