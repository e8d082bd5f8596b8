import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppExtra } from './api';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
