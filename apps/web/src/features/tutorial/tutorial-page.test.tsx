import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tutorialEndpoints, type Tutorial } from '@b2c/contracts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { fakeAccess, fakeUiRules } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { TutorialPage } from './tutorial-page.tsx';

const tutorial = (patch: Partial<Tutorial>): Tutorial => ({
  id: 1,
  title: 'Washing guide',
  category: 'CLEANING',
  language: 'en',
  mediaKind: 'PDF',
  fileName: 'guide.pdf',
  url: '/api/storage/download/tutorials/IN/CAR/a-guide.pdf?sig=s',
  groups: [],
  createdBy: 'ops.in',
  createdAt: '2026-01-01T10:00:00Z',
  ...patch,
});
const PDF = tutorial({});
const VIDEO = tutorial({
  id: 2,
  title: '<i>Wash</i> in 5',
  mediaKind: 'VIDEO',
  url: '/api/storage/download/tutorials/IN/CAR/b.mp4?sig=s',
  groups: ['CLEANING_STAFF'],
});
const list = () =>
  fakeApi(
    answer(tutorialEndpoints.list, { body: [PDF, VIDEO] }),
    answer(tutorialEndpoints.count, { body: { count: 2 } }),
  );

describe('TutorialPage', () => {
  it('opens a PDF in a new tab and plays a video in a <video>, never as HTML', async () => {
    list();
    renderWithProviders(<TutorialPage />, { access: fakeAccess() });
    const open = await screen.findByRole('link', { name: 'Open PDF' });
    expect([open.getAttribute('href'), open.getAttribute('target'), open.getAttribute('rel')]).toEqual([
      PDF.url,
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByText('Cleaning Staff')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe(VIDEO.url);
    expect(document.querySelector('i')).toBeNull();
  });

  it('offers Add only to whoever may add tutorials', async () => {
    list();
    const rules = fakeUiRules();
    renderWithProviders(<TutorialPage />, {
      access: fakeAccess({
        uiRules: { ...rules, actionPermissions: { ...rules.actionPermissions, MANAGE_TUTORIALS: false } },
      }),
    });
    await screen.findByRole('link', { name: 'Open PDF' });
    expect(screen.queryByRole('button', { name: /Add tutorial/ })).toBeNull();
  });
});
