/**
 * Spec 03 §2 and §2.12: the visit-report screens need an active school; without one they show the
 * access-denied page (not the school-selection prompt of other screens).
 */
import type { ReactNode } from 'react';
import type { School } from '../../api/types';
import { NoAccess } from '../../components/no-access';
import { useSession } from '../../lib/session';

export function WithActiveSchool({ children }: { children: (school: School) => ReactNode }) {
  const session = useSession();
  if (!session) return null;
  const school = session.activeConfig.school;
  return school ? <>{children(school)}</> : <NoAccess reason="location" />;
}
