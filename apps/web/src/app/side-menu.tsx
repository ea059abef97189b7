/**
 * The side menu (250 px), built from the domain's `menuFor(activeRole)`: each group a collapsible
 * section with an icon, each entry a router link (the current one highlighted), 'Sair' at the bottom.
 */
import { useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  Box,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import AppRegistrationOutlinedIcon from '@mui/icons-material/AppRegistrationOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { menuFor } from '@siam/domain/permissions';
import type { RoleId } from '@siam/domain/roles';

const GROUP_ICONS: Record<string, ReactElement> = {
  Início: <HomeOutlinedIcon />,
  Estudantes: <GroupsOutlinedIcon />,
  Professores: <CoPresentOutlinedIcon />,
  Escolas: <SchoolOutlinedIcon />,
  Painel: <InsightsOutlinedIcon />,
  Consultar: <ManageSearchOutlinedIcon />,
  Acompanhamento: <FactCheckOutlinedIcon />,
  Usuários: <ManageAccountsOutlinedIcon />,
  Cadastros: <AppRegistrationOutlinedIcon />,
  Prêmio: <EmojiEventsOutlinedIcon />,
};

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();
}

export interface SideMenuProps {
  role: RoleId;
  /** The navigation's id: 'menu' for the menu the skip link and Alt+2 lead to (decision 137). */
  navId?: string;
  onLogout: () => void;
  /** Called after following a link (closes the menu on small screens). */
  onNavigate?: () => void;
}

export function SideMenu({ role, navId, onLogout, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const groups = menuFor(role);
  // Every group starts open (all links in sight); the user may fold the ones they do not use.
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const isOpen = (label: string) => !closed[label];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: 86,
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          px: 2.5,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        }}
      >
        <Typography
          component="p"
          sx={{ fontWeight: 800, fontSize: '1.6rem', letterSpacing: '0.08em', lineHeight: 1.1 }}
        >
          SIAM
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.72rem', opacity: 0.85, lineHeight: 1.3 }}>
          Acompanhamento e Monitoramento
        </Typography>
      </Box>
      <Box component="nav" id={navId} aria-label="Menu principal" sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {groups.map((group) => {
            const open = isOpen(group.label);
            const listId = `menu-group-${group.label.normalize('NFD').replace(/[^\w]/g, '')}`;
            return (
              <Box component="li" key={group.label} sx={{ listStyle: 'none' }}>
                <ListItemButton
                  onClick={() => setClosed((c) => ({ ...c, [group.label]: open }))}
                  aria-expanded={open}
                  aria-controls={listId}
                  sx={{ px: 2.5, py: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 38, color: 'primary.main' }}>
                    {GROUP_ICONS[group.label]}
                  </ListItemIcon>
                  <ListItemText
                    primary={group.label}
                    slotProps={{ primary: { sx: { fontWeight: 700, fontSize: '0.95rem' } } }}
                  />
                  {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </ListItemButton>
                <Collapse in={open} timeout="auto">
                  <List id={listId} disablePadding>
                    {group.entries.map((entry) => {
                      const active = samePath(entry.path, pathname);
                      return (
                        <Box component="li" key={entry.path} sx={{ listStyle: 'none' }}>
                          <ListItemButton
                            component={NavLink}
                            to={entry.path}
                            selected={active}
                            onClick={onNavigate}
                            sx={{
                              pl: 7.25,
                              pr: 2,
                              py: 0.75,
                              borderLeft: 4,
                              borderColor: active ? 'primary.main' : 'transparent',
                              '&.Mui-selected': {
                                bgcolor: (t) =>
                                  t.palette.mode === 'dark'
                                    ? t.palette.action.selected
                                    : 'rgba(11, 58, 110, 0.10)',
                                color: 'primary.dark',
                              },
                            }}
                          >
                            <ListItemText
                              primary={entry.label}
                              slotProps={{
                                primary: { sx: { fontSize: '0.92rem', fontWeight: active ? 700 : 500 } },
                              }}
                            />
                          </ListItemButton>
                        </Box>
                      );
                    })}
                  </List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box>
        <ListItemButton onClick={onLogout} sx={{ px: 2.5, py: 1.5 }}>
          <ListItemIcon sx={{ minWidth: 38, color: 'primary.main' }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Sair" slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
