import { expectPagesMatchManifest } from '@app/shared/testing';
import routesJson from '../routes.json';
import { pages } from './routes';

it('lists exactly the paths of routes.json', () => {
  expectPagesMatchManifest(pages, routesJson);
});
