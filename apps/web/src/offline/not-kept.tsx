/** Offline, a read the device never kept waits for the network: say so instead of loading forever. */
import { Alert } from '@mui/material';
import { NOT_KEPT_OFFLINE } from './messages';

export function pausedWithoutData(query: { fetchStatus: string; data: unknown }): boolean {
  return query.fetchStatus === 'paused' && query.data === undefined;
}

export function NotKeptOffline() {
  return <Alert severity="warning">{NOT_KEPT_OFFLINE}</Alert>;
}
