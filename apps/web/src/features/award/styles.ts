import type { SxProps, Theme } from '@mui/material';

/** A computed, read-only field (parcel years, second parcel %): greyed so nobody tries to type in it. */
export const READ_ONLY_SX: SxProps<Theme> = {
  flex: 1,
  '& .MuiInputBase-root': { bgcolor: 'action.hover' },
};
