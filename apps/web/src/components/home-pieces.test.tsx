import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { EventCalendar, eventCategory, eventsByDay } from './event-calendar';
import { NO_VIDEOS, VIDEOS_ERROR, VideoLibrary, youTubeEmbedUrl } from './video-library';
import { RequireLocation } from './require-location';
import { YearBimestreFilter } from './year-bimestre-filter';
import { resetSessionCache } from '../lib/session';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../test/helpers';

afterEach(() => resetSessionCache());

describe('calendar', () => {
  it('marks every day of an event range', () => {
    const map = eventsByDay([
      { id: 1, data: '2026-03-30', dataFim: '2026-04-02', nome: 'Formação', categoria: 'feriado' },
      { id: 2, data: '2026-04-01', dataFim: null, nome: 'Reunião', categoria: 'reuniao-online' },
    ]);
    expect([...map.keys()]).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(map.get('2026-04-01')?.map((e) => e.nome)).toEqual(['Formação', 'Reunião']);
    expect(eventCategory('feriado').nome).toBe('Feriado');
    expect(eventCategory('Outra').nome).toBe('Outra');
  });

  it("lists the clicked day's events, or says there are none", async () => {
    signIn();
    const today = dayjs();
    const other = today.date() === 10 ? today.date(11) : today.date(10);
    const calls = mockFetch(() =>
      json([
        { id: 1, data: other.format('YYYY-MM-DD'), dataFim: null, nome: 'Prazo X', categoria: 'prazo-final' },
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(<EventCalendar />);
    expect(screen.getByText('Não há eventos para a data selecionada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: `${other.date()}, 1 evento` })).toBeInTheDocument(),
    );
    expect(calls[0]?.url.searchParams.get('ano')).toBe(String(today.year()));
    await user.click(screen.getByRole('gridcell', { name: `${other.date()}, 1 evento` }));
    expect(screen.getByText('Prazo X')).toBeInTheDocument();
    expect(screen.getAllByText('Prazo Final').length).toBeGreaterThan(0);
  });
});

describe('videos', () => {
  it('recognises YouTube links', () => {
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(youTubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(youTubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(youTubeEmbedUrl('https://example.org/video.mp4')).toBeNull();
    expect(youTubeEmbedUrl('not a url')).toBeNull();
  });

  it('plays the chosen video: an iframe for YouTube, a video element otherwise', async () => {
    signIn();
    mockFetch(() =>
      json([
        { id: 1, nome: 'Boas-vindas', url: 'https://youtu.be/dQw4w9WgXcQ' },
        { id: 2, nome: 'Tutorial', url: 'https://example.org/tutorial.mp4' },
      ]),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideoLibrary />);
    expect(await screen.findByTitle('Boas-vindas')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    await user.click(screen.getByRole('combobox', { name: 'Vídeo' }));
    await user.click(await screen.findByRole('option', { name: 'Tutorial' }));
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://example.org/tutorial.mp4');
  });

  it('says when there are no videos or the list failed', async () => {
    signIn();
    mockFetch(() => json([]));
    const first = renderWithProviders(<VideoLibrary />);
    expect(await screen.findByText(NO_VIDEOS)).toBeInTheDocument();
    first.unmount();
    mockFetch(() => text('falhou', 500));
    renderWithProviders(<VideoLibrary />);
    expect(await screen.findByText(VIDEOS_ERROR, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('RequireLocation', () => {
  it('shows the no-access screen to a role that needs a school and has none', () => {
    signIn(makeSession({ activeConfig: { role: 19, region: null, city: null, school: null } }));
    renderWithProviders(
      <MemoryRouter>
        <RequireLocation>conteúdo</RequireLocation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Acesso indisponível' })).toBeInTheDocument();
    expect(screen.getByText(/falta selecionar a regional, o município e a escola/)).toBeInTheDocument();
    expect(screen.queryByText('conteúdo')).not.toBeInTheDocument();
  });

  it('lets the administrator, coordinator and teacher through without a school', () => {
    for (const role of [1, 16, 17] as const) {
      signIn(makeSession({ activeConfig: { role, region: null, city: null, school: null } }));
      const view = renderWithProviders(<RequireLocation>conteúdo</RequireLocation>);
      expect(screen.getByText('conteúdo')).toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('YearBimestreFilter', () => {
  it('offers 2023 to the current year and Primeiro to Quarto', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <YearBimestreFilter
        year=""
        bimestre=""
        onYearChange={() => undefined}
        onBimestreChange={() => undefined}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Ano' }));
    const years = screen.getAllByRole('option').map((o) => o.textContent);
    expect(years[0]).toBe('2023');
    expect(years[years.length - 1]).toBe(String(new Date().getFullYear()));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Bimestre' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Primeiro',
      'Segundo',
      'Terceiro',
      'Quarto',
    ]);
  });
});
