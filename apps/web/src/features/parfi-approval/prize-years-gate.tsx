/**
 * The award years of the approval screens (GET of the prize years): the screen renders once they
 * are there; while loading, on error or without any year it says so instead.
 */
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { PARFI_MSG } from '@siam/domain/parfi';
import { errorText } from '../../api/client';
import { Loading } from '../../components/loading';
import { PRIZE_YEARS_ERROR } from './messages';

export function PrizeYearsGate<Y>({
  prizeYears,
  children,
}: {
  prizeYears: UseQueryResult<Y[]>;
  children: (years: Y[]) => ReactNode;
}) {
  if (prizeYears.isPending) return <Loading />;
  if (prizeYears.isError)
    return <Alert severity="error">{errorText(prizeYears.error, PRIZE_YEARS_ERROR)}</Alert>;
  if (prizeYears.data.length === 0) return <Alert severity="info">{PARFI_MSG.noAward}</Alert>;
  return children(prizeYears.data);
}
