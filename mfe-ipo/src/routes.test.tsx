// The IPO & AI routes: declared once in routes.tsx, routes.json and the shared catalogue in step.
import { describeRemoteRoutes } from '@app/shared/testing';
import * as routeModule from './routes';

describeRemoteRoutes('ipo', routeModule);
