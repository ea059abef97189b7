/**
 * The frame of a screen that works on the active school of the settings: the page header (the
 * school's INEP and name before the task when there is one) and the location guard. `children`
 * renders the screen for the school, and the select-school prompt stands in without one; `render`
 * instead decides itself what shows without a school.
 */
import type { ReactNode } from 'react';
import type { School } from '../api/types';
import { useSession } from '../lib/session';
import { PageHeader } from './page-header';
import { RequireLocation } from './require-location';
import { SelectSchoolPrompt } from './select-school-prompt';

export interface ActiveSchoolPageProps {
  title: string;
  /** What the user does here, lower-case ('escolha a série…'); the subtitle without a school capitalises it. */
  task: string;
  children?: (school: School) => ReactNode;
  render?: (school: School | null) => ReactNode;
}

export function ActiveSchoolPage({ title, task, children, render }: ActiveSchoolPageProps) {
  const session = useSession();
  if (!session) return null;
  const school = session.activeConfig.school;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          school
            ? `${school.codigoInep} - ${school.nomeEscola}: ${task}`
            : task.charAt(0).toUpperCase() + task.slice(1)
        }
      />
      <RequireLocation>
        {render ? render(school) : school ? children?.(school) : <SelectSchoolPrompt />}
      </RequireLocation>
    </>
  );
}
