import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { openSettings } from '../lib/settings-flyout';

export const SELECT_SCHOOL_MESSAGE = 'Selecione uma escola no menu de configurações';

/** Shown on screens that need an active school when none is chosen (spec 01 §2). */
export function SelectSchoolPrompt() {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <SchoolOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="p">
            {SELECT_SCHOOL_MESSAGE}
          </Typography>
          <Typography color="text.secondary">
            Use o ícone de engrenagem no topo da página para escolher a escola em que deseja trabalhar.
          </Typography>
          <Button variant="contained" onClick={openSettings}>
            Abrir configurações
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
