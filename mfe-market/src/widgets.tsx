// Home widgets this remote exposes to the shell.
import type { ComponentType } from 'react';
import './i18n';
import { HomeQuotes } from './widgets/HomeQuotes';

export const widgets: Record<string, ComponentType> = {
  HomeQuotes,
};
