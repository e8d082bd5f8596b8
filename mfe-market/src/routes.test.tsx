// The market routes: declared once in routes.tsx, routes.json and the shared catalogue in step; the
// first requests routes.json declares (`data`, answered by the server in index.html) are exactly
// what the Market tab and a product page ask for first.
import { describeRemoteRoutes } from '@app/shared/testing';
import * as routeModule from './routes';

describeRemoteRoutes('market', routeModule);
