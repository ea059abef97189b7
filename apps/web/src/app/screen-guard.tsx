import { Outlet, useMatches } from 'react-router';
import { can, SCREEN_FEATURE, type Feature } from '@siam/domain/permissions';
import { NoAccess } from '../components/no-access';
import { useSession } from '../lib/session';

const BY_PATH = new Map(
  Object.entries(SCREEN_FEATURE).map(([path, feature]) => [path.toLowerCase(), feature]),
);

/** The feature that opens a screen path (case-insensitive, as the router matches), if any. */
export function featureOfPath(pathname: string): Feature | undefined {
  const clean = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return BY_PATH.get(clean);
}

/** Guards every screen with `can(activeRole, SCREEN_FEATURE[path])`; refused: the no-access screen. */
export function ScreenGuard() {
  const session = useSession();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const feature = leaf ? featureOfPath(leaf.pathname) : undefined;
  if (session && feature && !can(session.activeConfig.role, feature)) return <NoAccess reason="role" />;
  return <Outlet />;
}
