import { HomeHeatList } from './HomeHeatList';
import { HomeIndices } from './HomeIndices';
import { HomeMovers } from './HomeMovers';
import './widgets.css';

/** The block's fixed height, declared to the shell with the widget (widgets.css: the parts that sum to it). */
export const HOME_QUOTES_HEIGHT = '35.5rem';

/**
 * The market part of Home, one widget behind one domain boundary: index tabs, heat list, top
 * gainers and losers. Every part has a fixed height (widgets.css), so the shell can reserve the
 * whole block (HOME_QUOTES_HEIGHT, exported in `heights`) and Home never shifts while data arrives.
 */
export function HomeQuotes() {
  return (
    <div className="home-quotes" data-testid="home-quotes" style={{ height: HOME_QUOTES_HEIGHT }}>
      <HomeIndices />
      <HomeHeatList />
      <HomeMovers />
    </div>
  );
}
