import type { ReactNode } from 'react';
import { needsFullLocation } from '@siam/domain/roles';
import { useSession, type ActiveConfig } from '../lib/session';
import { NoAccess } from './no-access';

/** Spec 01 §6: roles other than coordinator, teacher and administrator need school, city and regional. */
export function hasRequiredLocation(config: ActiveConfig): boolean {
  if (!needsFullLocation(config.role)) return true;
  return Boolean(config.school && config.city && config.region);
}

/** Wraps a screen that works on one school: shows the no-access screen when the place is missing. */
export function RequireLocation({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return null;
  return hasRequiredLocation(session.activeConfig) ? <>{children}</> : <NoAccess reason="location" />;
}
