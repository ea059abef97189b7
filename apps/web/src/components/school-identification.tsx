/**
 * The school identification card of the school and staff screens (spec 02 §2.4, §2.5): name, INEP
 * code, network (rede), location (localização) and municipality, plus optional actions (e.g. 'Alterar
 * escola').
 */
import type { ReactNode } from 'react';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { localizacaoLabel, redeLabel } from '@siam/domain/enums';
import type { School } from '@siam/domain/contracts/schools';
import { DetailList } from './detail-list';
import { HeaderActions } from './page-header';

export interface SchoolIdentificationProps {
  school: Pick<
    School,
    'nomeEscola' | 'codigoInep' | 'rede' | 'localizacao' | 'nomeMunicipio' | 'sige' | 'siglaRegional'
  >;
  actions?: ReactNode;
}

export function SchoolIdentification({ school, actions }: SchoolIdentificationProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Identificação da escola">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" component="h2">
            Identificação da escola
          </Typography>
          {school.sige ? <Chip size="small" color="warning" label="Escola do SIGE" /> : null}
        </Stack>
        <HeaderActions actions={actions} />
      </Stack>
      <DetailList
        columns={{ xs: '1fr 1fr', md: '2fr repeat(4, minmax(0, 1fr))' }}
        emptyValue="—"
        items={[
          { label: 'Nome', value: school.nomeEscola },
          { label: 'Código INEP', value: school.codigoInep },
          { label: 'Rede', value: redeLabel(school.rede) },
          { label: 'Localização', value: localizacaoLabel(school.localizacao) },
          { label: 'Município', value: school.nomeMunicipio },
        ]}
      />
    </Paper>
  );
}
