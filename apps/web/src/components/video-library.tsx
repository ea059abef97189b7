/**
 * Training videos (spec 01 §2): a select of GET /api/Administracao/Videos and a player (an iframe for
 * YouTube, a <video> element otherwise).
 */
import { useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Video } from '@siam/domain/contracts/videos';
import { api } from '../api/client';
import { Loading } from './loading';

export const NO_VIDEOS = 'Nenhum video encontrado';
export const VIDEOS_ERROR = 'Ocorreu um erro ao buscar os videos, tente novamente mais tarde';

/** The embed URL of a YouTube link (embed, watch, youtu.be or shorts form), or null for other links. */
export function youTubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = parsed.pathname.split('/');
    if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = rest ?? null;
    else if (kind === 'watch') id = parsed.searchParams.get('v');
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  return `https://www.youtube.com/embed/${id}`;
}

export function VideoPlayer({ video }: { video: Video }) {
  const embed = youTubeEmbedUrl(video.url);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 960,
        aspectRatio: '16 / 9',
        bgcolor: '#0d1b2a',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {embed ? (
        <Box
          component="iframe"
          key={embed}
          src={embed}
          title={video.nome}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          component="video"
          key={video.url}
          src={video.url}
          controls
          preload="metadata"
          aria-label={video.nome}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
    </Box>
  );
}

export function VideoLibrary({ title = 'Vídeos de formação' }: { title?: string }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['videos'],
    queryFn: ({ signal }) => api.get<Video[]>('/Administracao/Videos', { signal }),
    staleTime: 10 * 60_000,
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const videos = data ?? [];
  const current = videos.find((v) => v.id === selectedId) ?? videos[0];

  return (
    <Card component="section" aria-labelledby="video-library-title">
      <CardContent>
        <Typography id="video-library-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert severity="error">{VIDEOS_ERROR}</Alert>
        ) : videos.length === 0 || !current ? (
          <Alert severity="info">{NO_VIDEOS}</Alert>
        ) : (
          <>
            <TextField
              select
              label="Vídeo"
              value={current.id}
              onChange={(e) => setSelectedId(Number(e.target.value))}
              sx={{ mb: 2.5, maxWidth: 560 }}
            >
              {videos.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.nome}
                </MenuItem>
              ))}
            </TextField>
            <VideoPlayer video={current} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
