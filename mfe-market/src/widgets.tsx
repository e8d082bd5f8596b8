// Home widgets this remote exposes to the shell. No antd-mobile and no chart library here: the
// widgets chunk stays small because Home loads it on every visit.
import type { ComponentType } from 'react';
import './i18n';
import { HomeQuotes } from './widgets/HomeQuotes';

export const widgets: Record<string, ComponentType> = {
  HomeQuotes,
};
