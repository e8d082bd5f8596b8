// State and live figures of the buy form: every figure recomputes from the live price with the
// provider's own arithmetic (@app/shared domain/trade), and the check names the first rule broken.
import { useState } from 'react';
import { formatMoney, formatUsdt, parseMoney, type LeverBuyInfo, type LeverDirection, type LeverPriceType } from '@app/shared';
import {
  buyFigures,
  checkBuyForm,
  maxPurchaseQuantity,
  parsePriceTicks,
  type BuyFigures,
  type BuyFormCheck,
} from '@app/shared/domain/trade';

export const QUANTITY_PRESETS = [10, 50, 100, 500] as const;
/** The leverage the form starts at: 5× where the product allows it (the common choice), else its ceiling. */
export const DEFAULT_LEVERAGE = 5;

export interface BuyFormState {
  direction: LeverDirection;
  leverage: number;
  quantityText: string;
  priceType: LeverPriceType;
  limitPriceText: string;
  stopProfitText: string;
  stopLossText: string;
  agreed: boolean;
}

export function initialBuyForm(info: Pick<LeverBuyInfo, 'leverage'>, direction: LeverDirection): BuyFormState {
  return {
    direction,
    leverage: Math.max(info.leverage.min, Math.min(DEFAULT_LEVERAGE, info.leverage.max)),
    quantityText: '',
    priceType: 'market',
    limitPriceText: '',
    stopProfitText: '',
    stopLossText: '',
    agreed: false,
  };
}

export interface BuyFormView {
  state: BuyFormState;
  set: <K extends keyof BuyFormState>(key: K, value: BuyFormState[K]) => void;
  liveTicks: number | undefined;
  /** Price the figures are computed at: the limit for a fixed order (when valid), else the live price. */
  priceTicks: number | undefined;
  /** Figures at the typed quantity (or the minimum lot while the quantity is not valid yet). */
  figures: BuyFigures | undefined;
  maxQuantity: number;
  availableMinor: number;
  check: BuyFormCheck;
}

export function useBuyForm(info: LeverBuyInfo, livePrice: string, availableText: string, direction: LeverDirection): BuyFormView {
  const [state, setState] = useState(() => initialBuyForm(info, direction));
  const set: BuyFormView['set'] = (key, value) => setState((s) => ({ ...s, [key]: value }));
  const liveTicks = parsePriceTicks(livePrice, info.decimals) ?? undefined;
  const availableMinor = parseMoney(availableText) ?? 0;
  const limitTicks = state.priceType === 'fixed' ? (parsePriceTicks(state.limitPriceText, info.decimals) ?? undefined) : undefined;
  const priceTicks = state.priceType === 'fixed' ? limitTicks : liveTicks;

  const check = checkBuyForm({
    ...state,
    leverageLimit: info.leverage,
    quantityLimit: info.quantity,
    liveTicks,
    decimals: info.decimals,
    tickUnits: info.tickUnits ?? 1,
    availableMinor,
    openOrders: info.openOrders,
    maxOpenOrders: info.maxOpenOrders,
    marketOpen: info.marketOpen,
  });
  const quantity = /^\d+$/.test(state.quantityText.trim()) ? Number(state.quantityText.trim()) : info.quantity.min;
  const figures =
    priceTicks !== undefined && quantity >= 1 && quantity <= info.quantity.max
      ? buyFigures(priceTicks, quantity, info.decimals, state.leverage, info.tickUnits ?? 1)
      : undefined;
  const maxQuantity =
    priceTicks === undefined
      ? 0
      : maxPurchaseQuantity(availableMinor, priceTicks, info.decimals, state.leverage, info.quantity, info.tickUnits ?? 1);
  return {
    state,
    set,
    liveTicks,
    priceTicks,
    figures,
    maxQuantity,
    availableMinor,
    check,
  };
}

/** A figure of the form in minor units, as shown: the interface language's money format, or '--'. */
export const money = (minor: number | undefined): string => formatUsdt(minor === undefined ? minor : formatMoney(minor));
