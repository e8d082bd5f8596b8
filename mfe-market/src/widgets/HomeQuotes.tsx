import { HomeHeatList } from './HomeHeatList';
import { HomeIndices } from './HomeIndices';
import { HomeMovers } from './HomeMovers';
import './widgets.css';

/**
 * The market part of Home, one widget behind one domain boundary: index tabs, heat list, top
 * gainers and losers. Every part has a fixed height (widgets.css), so the shell can reserve the
 * whole block (HOME_QUOTES_HEIGHT) and Home never shifts while data arrives.
 */
export function HomeQuotes() {
  return (
    <div className="home-quotes" data-testid="home-quotes">
      <HomeIndices />
      <HomeHeatList />
      <HomeMovers />
    </div>
  );
}
