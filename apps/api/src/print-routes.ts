/**
 * `npm run -s routes`: every registered route as `METHOD /api/path`, one a line (no HEAD duplicates,
 * no other output), in the order of `registeredRoutes` (sorted).
 */
import { registeredRoutes } from './lib/registered-routes';

process.stdout.write((await registeredRoutes()).join('\n') + '\n');
