/**
 * Regional → Município → Escola selectors fed by GET /api/Usuario/Localizacoes (scoped by the server
 * to the role in the `Perfil` header). Choosing a school also sets its regional and municipality.
 * Lookup errors are silently ignored (spec 01 §8): the lists simply stay empty.
 */
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RoleId } from '@siam/domain/roles';
import type { Municipio, Regional } from '@siam/domain/contracts/places';
import type { School } from '@siam/domain/contracts/schools';
import type { Localizacoes } from '@siam/domain/contracts/users';
import { api } from '../api/client';
import { placeOfSchool, useSession } from '../lib/session';

export interface SchoolPickerValue {
  region: Regional | null;
  city: Municipio | null;
  school: School | null;
}

export interface SchoolPickerProps {
  value: SchoolPickerValue;
  onChange: (value: SchoolPickerValue) => void;
  /** The role the lists are scoped to (default: the active role). */
  perfil?: RoleId;
  disabled?: boolean;
  /** Hide the school selector (screens that work on a municipality). */
  hideSchool?: boolean;
  labels?: { region?: string; city?: string; school?: string };
}

const EMPTY: Localizacoes = { regional: [], municipio: [], escola: [] };

/** The chosen municipality has no school at all in the role's scope (spec 02 §8, decision 035). */
export const NO_SCHOOL_IN_CITY = 'Nenhuma escola foi encontrada';
/** The typed text matches none of the municipality's schools. */
export const NO_SCHOOL_MATCH = 'Nenhuma escola encontrada';

export function schoolLabel(s: Pick<School, 'codigoInep' | 'nomeEscola'>): string {
  return `${s.codigoInep} - ${s.nomeEscola}`;
}

function withValue<T>(list: T[], value: T | null, same: (a: T, b: T) => boolean): T[] {
  if (!value || list.some((x) => same(x, value))) return list;
  return [value, ...list];
}

export function useLocalizacoes(perfil: RoleId | undefined, regionId?: number, cityId?: number) {
  const session = useSession();
  const cpf = session?.cpf ?? '';
  const role = perfil ?? session?.activeConfig.role;
  return useQuery({
    queryKey: ['localizacoes', cpf, role, regionId ?? null, cityId ?? null],
    queryFn: ({ signal }) =>
      api.get<Localizacoes>('/Usuario/Localizacoes', {
        query: { cpf, regionId, cityId },
        perfil: role,
        signal,
      }),
    enabled: Boolean(cpf && role),
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === role ? previous : undefined,
    select: (data) => ({
      regional: data?.regional ?? [],
      municipio: data?.municipio ?? [],
      escola: data?.escola ?? [],
    }),
  });
}

export function SchoolPicker({ value, onChange, perfil, disabled, hideSchool, labels }: SchoolPickerProps) {
  const { data = EMPTY, isFetching } = useLocalizacoes(perfil, value.region?.codigo, value.city?.codigo);

  const regions = withValue(data.regional, value.region, (a, b) => a.codigo === b.codigo);
  const cities = withValue(
    value.region ? data.municipio.filter((m) => m.regional === value.region?.codigo) : data.municipio,
    value.city,
    (a, b) => a.codigo === b.codigo,
  );
  const citySchools = value.city
    ? data.escola.filter((s) => s.codigoMunicipio === value.city?.codigo)
    : data.escola;
  const schools = withValue(citySchools, value.school, (a, b) => a.id === b.id);
  const cityWithoutSchool = Boolean(value.city) && !isFetching && citySchools.length === 0;

  return (
    <Stack spacing={2.5}>
      <Autocomplete
        options={regions}
        value={value.region}
        disabled={disabled}
        loading={isFetching}
        loadingText="Aguarde..."
        noOptionsText="Nenhuma regional disponível"
        getOptionLabel={(r) => r.sigla}
        isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
        onChange={(_e, region) => onChange({ region, city: null, school: null })}
        renderInput={(params) => <TextField {...params} label={labels?.region ?? 'Regionais'} />}
      />
      <Autocomplete
        options={cities}
        value={value.city}
        disabled={disabled}
        loading={isFetching}
        loadingText="Aguarde..."
        noOptionsText="Nenhum município disponível"
        getOptionLabel={(m) => m.nome}
        isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
        onChange={(_e, city) => {
          const region = city
            ? (regions.find((r) => r.codigo === city.regional) ??
              value.region ?? { codigo: city.regional, sigla: '' })
            : value.region;
          onChange({ region, city, school: null });
        }}
        renderInput={(params) => <TextField {...params} label={labels?.city ?? 'Municípios'} />}
      />
      {hideSchool ? null : (
        <Autocomplete
          options={schools}
          value={value.school}
          disabled={disabled}
          loading={isFetching}
          loadingText="Aguarde..."
          noOptionsText={
            cityWithoutSchool ? NO_SCHOOL_IN_CITY : value.city ? NO_SCHOOL_MATCH : 'Selecione um município'
          }
          getOptionLabel={schoolLabel}
          getOptionKey={(s) => s.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, school) =>
            onChange(
              school ? placeOfSchool(school) : { region: value.region, city: value.city, school: null },
            )
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={labels?.school ?? 'Escolas'}
              helperText={cityWithoutSchool ? NO_SCHOOL_IN_CITY : undefined}
            />
          )}
        />
      )}
    </Stack>
  );
}
