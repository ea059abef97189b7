/**
 * The side panel (width 600) of manter-usuario listing a user's profile links, each profile with a
 * delete icon (spec 01 §2, §5). School and registration profiles are removed in the school menu,
 * another region's profiles cannot be removed by a regional or municipal user; any other removal is
 * local and takes effect on the next save.
 */
import { useState } from 'react';
import {
  Alert,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { isRoleId, ROLE_NAMES } from '@siam/domain/roles';
import {
  isSchoolProfile,
  PROFILE_DELETE_CONFIRM,
  PROFILE_DELETE_NEEDS_SAVE,
  PROFILE_SCHOOL_DELETE,
  PROFILE_SCHOOL_DELETE_DIALOG,
  profileDeletionRule,
  type ProfileCaller,
} from '@siam/domain/users';
import type { UserLink } from '@siam/domain/contracts/users';
import type { ProfileLink } from '@siam/domain/users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SidePanel } from '../../components/side-panel';

/**
 * A link as the screen holds it: the answer's links (with their place names and schools) and the links
 * added locally, which have neither until the user is saved and read again.
 */
export type EditedLink = ProfileLink & Partial<Pick<UserLink, 'nomeRegional' | 'nomeMunicipio' | 'escolas'>>;

export function profileName(id: number): string {
  return isRoleId(id) ? ROLE_NAMES[id] : `Perfil ${id}`;
}

/** Where a link acts: its schools, its municipality, its regional, or the whole state. */
export function linkPlace(link: EditedLink): string {
  if (link.escolas?.length) return link.escolas.map((e) => `${e.codigoInep} - ${e.nomeEscola}`).join('; ');
  const regional = link.nomeRegional ?? (link.idRegional !== null ? `Regional ${link.idRegional}` : '');
  if (link.idMunicipio !== null) {
    const city = link.nomeMunicipio ?? `Município ${link.idMunicipio}`;
    return regional ? `${regional} - ${city}` : city;
  }
  return regional || 'Estadual (todas as regionais)';
}

export interface ProfileLinksPanelProps {
  open: boolean;
  onClose: () => void;
  nome: string;
  links: EditedLink[];
  caller: ProfileCaller;
  /** Removes the profile locally (the removal is sent with the next save). */
  onRemove: (link: EditedLink, profileId: number) => void;
  /** True when there are local removals not yet saved. */
  pending: boolean;
}

type Target = { link: EditedLink; profileId: number };

export function ProfileLinksPanel({
  open,
  onClose,
  nome,
  links,
  caller,
  onRemove,
  pending,
}: ProfileLinksPanelProps) {
  const [target, setTarget] = useState<Target | null>(null);
  const [shown, setShown] = useState<Target | null>(null);

  const ask = (t: Target) => {
    setTarget(t);
    setShown(t);
  };
  const close = () => setTarget(null);

  // What the dialog says for the profile whose delete icon was clicked.
  const refusal = shown ? profileDeletionRule(shown.link, shown.profileId, caller) : null;
  const schoolKind = shown ? isSchoolProfile(shown.profileId) : false;
  const dialog = !shown
    ? { title: '', text: '' }
    : schoolKind
      ? { title: PROFILE_SCHOOL_DELETE_DIALOG, text: PROFILE_SCHOOL_DELETE }
      : refusal
        ? { title: 'Não é possível excluir este perfil.', text: refusal }
        : {
            title: PROFILE_DELETE_CONFIRM,
            text: `O perfil ${profileName(shown.profileId)} (${linkPlace(shown.link)}) será retirado da lista. ${PROFILE_DELETE_NEEDS_SAVE}`,
          };
  const blocked = schoolKind || refusal !== null;

  return (
    <SidePanel open={open} onClose={onClose} title="Perfis vinculados" width={600}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Perfis de <strong>{nome}</strong>. Use o ícone de lixeira para retirar um perfil; a exclusão só vale
          depois de clicar em Salvar.
        </Typography>
        {pending ? (
          <Alert severity="warning">
            Há perfis retirados que ainda não foram salvos. {PROFILE_DELETE_NEEDS_SAVE}
          </Alert>
        ) : null}
        {links.length === 0 ? <Typography>Nenhum perfil vinculado.</Typography> : null}
        {links.map((link, i) => {
          const place = linkPlace(link);
          return (
            <Paper
              key={`${link.idRegional}-${link.idMunicipio}-${i}`}
              variant="outlined"
              component="section"
              aria-label={place}
            >
              <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
                {place}
              </Typography>
              <List dense>
                {link.idPerfilSistema.map((id) => {
                  const name = profileName(id);
                  return (
                    <ListItem
                      key={id}
                      secondaryAction={
                        <Tooltip title="Excluir perfil">
                          <IconButton
                            edge="end"
                            aria-label={`Excluir perfil ${name} (${place})`}
                            onClick={() => ask({ link, profileId: id })}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      }
                    >
                      <ListItemText primary={name} />
                    </ListItem>
                  );
                })}
              </List>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={target !== null}
        title={dialog.title}
        text={dialog.text}
        hideCancel={blocked}
        confirmLabel={blocked ? 'Fechar' : 'Excluir'}
        destructive={!blocked}
        onCancel={close}
        onConfirm={() => {
          if (target && !blocked) onRemove(target.link, target.profileId);
          close();
        }}
      />
    </SidePanel>
  );
}
