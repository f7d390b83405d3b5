import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationEndpoints, type LocationMediaItem } from '@b2c/contracts';
import { answer, callsTo, errorAnswer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { LocationMediaList } from './location-media-list.tsx';

const item = (patch: Partial<LocationMediaItem>): LocationMediaItem => ({
  id: 1,
  locationId: 7,
  mediaType: 'IMAGE',
  fileName: 'gate.png',
  key: 'hubs/IN/CAR/HUB-DEL-9/images/a-gate.png',
  url: '/api/storage/download/hubs/IN/CAR/HUB-DEL-9/images/a-gate.png?expires=1&sig=s',
  createdBy: 'ops.in',
  createdAt: '2026-01-01T10:00:00Z',
  ...patch,
});
const GATE = item({});
const TOUR = item({
  id: 2,
  mediaType: 'VIDEO',
  fileName: '<b>tour</b>.mp4',
  key: 'hubs/IN/CAR/HUB-DEL-9/videos/b-tour.mp4',
  url: '/api/storage/download/hubs/IN/CAR/HUB-DEL-9/videos/b-tour.mp4?expires=1&sig=s',
});

const readOnly = () =>
  fakeAccess({
    uiRules: {
      ...fakeUiRules(),
      actionPermissions: { ...fakeUiRules().actionPermissions, MANAGE_MASTERDATA: false },
    },
  });

describe('LocationMediaList', () => {
  it('previews images as <img> and videos as <video>, never as HTML', async () => {
    fakeApi(answer(locationEndpoints.media, { body: [GATE, TOUR] }));
    renderWithProviders(<LocationMediaList locationId={7} />, { access: fakeAccess() });
    const list = await screen.findByRole('list', { name: 'Hub media' });
    const image = within(list).getByRole('img', { name: 'gate.png' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe(GATE.url);
    const video = list.querySelector('video');
    expect(video?.getAttribute('src')).toBe(TOUR.url);
    expect(video?.getAttribute('aria-label')).toBe('<b>tour</b>.mp4');
    // The name is text: markup in it stays markup-looking text, no element is made of it.
    expect(within(list).getByText('<b>tour</b>.mp4')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a file only after the confirm, then lists what is left', async () => {
    let media = [GATE, TOUR];
    const calls = fakeApi(
      answer(locationEndpoints.media, () => ({ body: media })),
      answer(locationEndpoints.removeMedia, (c) => {
        const removed = media.find((m) => m.id === Number(c.params.mediaId));
        media = media.filter((m) => m !== removed);
        return { body: removed };
      }),
    );
    renderWithProviders(<LocationMediaList locationId={7} />, { access: fakeAccess() });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove gate.png' }));
    expect(callsTo(calls, locationEndpoints.removeMedia)).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByText('gate.png removed');
    expect(callsTo(calls, locationEndpoints.removeMedia).map((c) => c.path)).toEqual([
      '/api/v2/store-location/7/media/1',
    ]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'gate.png' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says why a removal failed and keeps the file', async () => {
    fakeApi(
      answer(locationEndpoints.media, { body: [GATE] }),
      answer(locationEndpoints.removeMedia, errorAnswer(404, 'Media 1 of location 7 was not found.')),
    );
    renderWithProviders(<LocationMediaList locationId={7} />, { access: fakeAccess() });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove gate.png' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByText('Media 1 of location 7 was not found.');
    expect(screen.getByRole('img', { name: 'gate.png' })).toBeTruthy();
  });

  it('offers no removal without MANAGE_MASTERDATA and says when there is nothing', async () => {
    fakeApi(answer(locationEndpoints.media, { body: [GATE] }));
    const { unmount } = renderWithProviders(<LocationMediaList locationId={7} />, { access: readOnly() });
    await screen.findByRole('img', { name: 'gate.png' });
    expect(screen.queryByRole('button', { name: 'Remove gate.png' })).toBeNull();
    unmount();
    fakeApi(answer(locationEndpoints.media, { body: [] }));
    renderWithProviders(<LocationMediaList locationId={7} />, { access: fakeAccess() });
    await screen.findByText('No images or videos recorded for this location yet.');
  });
});
