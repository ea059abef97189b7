import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/** The app's router, created once per page load (at the location the browser is on then). */
export function appRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter();
  return router;
}

/** Loaded by app/start. */
export default function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
