import { Card, CardContent, Stack, Typography } from '@mui/material';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useMatches } from 'react-router';
import { PageHeader } from './page-header';

export interface ScreenHandle {
  title?: string;
}

/** The title given in the router's `handle` of the deepest matched route. */
export function useScreenTitle(fallback = 'SIAM'): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as ScreenHandle | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}

/** Placeholder of a screen delivered in a later issue: its title and 'Em construção'. */
export default function UnderConstruction({ title }: { title?: string }) {
  const routeTitle = useScreenTitle();
  const heading = title ?? routeTitle;
  return (
    <>
      <PageHeader title={heading} />
      <Card>
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 5 }}>
            <ConstructionOutlinedIcon color="primary" sx={{ fontSize: 52 }} aria-hidden />
            <Typography variant="h2" component="p">
              Em construção
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
              Esta tela ainda está sendo preparada e ficará disponível em breve.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
