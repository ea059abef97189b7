/**
 * The users of manter-usuario (issue 17 item 3, decision 130): the users the active role may change,
 * filtered by part of the name, the CPF's first digits and a profile, paged and sorted by the server
 * (GET /api/Usuario/Lista), exported as CSV or XLSX with the same filters. A click opens the user.
 */
import { useState } from 'react';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCpf } from '@siam/domain/cpf';
import { userProfileNames } from '@siam/domain/exports/users';
import { isNameFilterText } from '@siam/domain/names';
import { onlyDigits } from '@siam/domain/text';
import type { UserListItem, UserListPage } from '@siam/domain/contracts/user-list';
import type { ProfileItem } from '@siam/domain/contracts/users';
import { api } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { useDebouncedValue, useServerPaging } from '../../lib/server-paging';

const COLUMNS: DataTableColumn<UserListItem>[] = [
  { id: 'nome', label: 'Nome' },
  { id: 'cpf', label: 'CPF', render: (r) => formatCpf(r.cpf), width: 150 },
  { id: 'emailPessoal', label: 'E-mail alternativo', sortable: false },
  { id: 'perfis', label: 'Perfis', sortable: false, render: (r) => userProfileNames(r.perfis) },
];

export const USERS_LIST_KEY = 'usuarios-lista';

export function UsersList({
  profiles,
  onOpen,
}: {
  /** Every profile (the filter's options). */
  profiles: readonly ProfileItem[];
  onOpen: (cpf: string) => void;
}) {
  const [nome, setNome] = useState('');
  const [cpf, setCpf] = useState('');
  const [perfil, setPerfil] = useState<number | ''>('');
  const paging = useServerPaging({ id: 'nome', direction: 'asc' }, 10);
  const nameValid = isNameFilterText(nome);
  const filters = {
    nome: useDebouncedValue(nameValid ? nome.trim() : '') || undefined,
    cpf: useDebouncedValue(onlyDigits(cpf)) || undefined,
    perfil: perfil === '' ? undefined : perfil,
  };
  const list = useQuery({
    queryKey: [USERS_LIST_KEY, filters, paging.query],
    queryFn: ({ signal }) =>
      api.get<UserListPage>('/Usuario/Lista', { query: { ...filters, ...paging.query }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const change = (set: () => void) => {
    set();
    paging.firstPage();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="usuarios-title" sx={{ p: 2.5 }}>
      <Typography id="usuarios-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        Usuários que você pode alterar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Filtre por nome, CPF ou perfil; clique em um usuário para ver e alterar os perfis.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Nome do usuário"
          value={nome}
          onChange={(e) => change(() => setNome(e.target.value))}
          error={!nameValid}
          helperText={nameValid ? 'Parte do nome, com ou sem acentos.' : 'Use apenas letras e espaços.'}
          sx={{ flex: 2 }}
          // Alt+3 comes here (the page's search field; lib/access-keys).
          slotProps={{ htmlInput: { maxLength: 50, 'data-search-field': '' } }}
        />
        <TextField
          label="Início do CPF"
          value={cpf}
          onChange={(e) => change(() => setCpf(e.target.value.replace(/[^\d.-]/g, '')))}
          helperText="Os primeiros dígitos bastam."
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 14, inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Perfil"
          value={perfil}
          onChange={(e) => change(() => setPerfil(e.target.value === '' ? '' : Number(e.target.value)))}
          helperText=" "
          sx={{ flex: 1.5 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {profiles.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.nome}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        ariaLabel="Usuários"
        columns={COLUMNS}
        rows={list.data?.itens ?? []}
        getRowKey={(r) => r.cpf}
        getRowLabel={(r) => r.nome}
        onRowClick={(r) => onOpen(r.cpf)}
        loading={list.isLoading}
        emptyMessage={list.isError ? 'Não foi possível carregar os usuários.' : 'Nenhum usuário encontrado.'}
        sort={paging.sort}
        onSortChange={paging.onSortChange}
        serverPaging={paging.serverPaging(list.data?.total ?? 0)}
        rowsPerPageOptions={[10, 20, 50, 100]}
        exportSource={{ path: '/Usuario/Lista', query: filters }}
        exportLabel="usuários"
        height={420}
      />
    </Paper>
  );
}
