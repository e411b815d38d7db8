import { describe, expect, it } from 'vitest';
import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

const FULL = {
  event_id: '2027',
  event_title: 'NECS 2027',
  proposal_submission_form_status: 'open',
  _panel_intro: '<p>Panel</p>',
  _paper_intro: '<p>Paper</p>',
  _workshop_intro: '<p>Workshop</p>',
  _submit_txt: '<p>Submit</p>',
  _completed_txt: '<p>Done</p>',
  _error_txt: '<p>Error</p>',
};

/** What DrupalEventSettingsGateway asks for, and how it reads what editors leave in the variables. */
describe('DrupalEventSettingsGateway wire details', () => {
  const server = useRecordingServer();
  const read = () => containerAt(server.origin).get(EventSettingsGateway).read();

  it('asks the editable variable on the content host, without _format (no REST route)', async () => {
    server.reply = { body: FULL };
    expect(await read()).toEqual({
      eventId: '2027',
      eventTitle: 'NECS 2027',
      open: true,
      intros: { panel: '<p>Panel</p>', paper: '<p>Paper</p>', workshop: '<p>Workshop</p>' },
      submitText: '<p>Submit</p>',
      completedText: '<p>Done</p>',
      errorText: '<p>Error</p>',
    });
    expect(server.lastRequest()).toMatchObject({
      method: 'GET',
      url: '/cms/editablevar/json/proposal_submission',
    });
  });

  it('reads the language the texts are in where the module says (decided), and nothing where it does not', async () => {
    server.reply = { body: { ...FULL, langcode: 'en' } };
    expect(await read()).toMatchObject({ eventTitle: 'NECS 2027', language: 'en' });
    server.reply = { body: { ...FULL, langcode: 7 } };
    expect(await read()).not.toHaveProperty('language');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', ' \n '],
    ['null', null],
    ['not text', 5],
  ])('reads a %s text as missing', async (_, value) => {
    server.reply = { body: { ...FULL, _workshop_intro: value, _error_txt: value } };
    expect(await read()).toMatchObject({
      intros: { workshop: null },
      errorText: null,
      submitText: '<p>Submit</p>',
    });
  });

  it.each([
    ['open', true],
    [' Open ', true],
    ['1', true],
    [1, true],
    [true, true],
    ['closed', false],
    ['0', false],
    [0, false],
    ['', false],
    [undefined, false],
  ])('reads the status %j as open: %s', async (status, open) => {
    server.reply = { body: { ...FULL, proposal_submission_form_status: status } };
    expect((await read()).open).toBe(open);
  });

  it.each([
    [2027, '2027'],
    [' 2027 ', '2027'],
    ['', null],
    [undefined, null],
    [{}, null],
  ])('reads the event id %j as %j', async (eventId, expected) => {
    server.reply = { body: { ...FULL, event_id: eventId } };
    expect((await read()).eventId).toBe(expected);
  });

  it.each([
    ['a list', []],
    ['text', 'settings'],
    ['nothing', null],
  ])('fails on %s as an unexpected answer', async (_, body) => {
    server.reply = { body };
    await expect(read()).rejects.toMatchObject({ system: 'drupal', reason: 'unexpected-answer' });
  });

  it('fails with the status when the site has no such settings', async () => {
    server.reply = { status: 404, body: { message: 'Variable "proposal_submission" does not exist.' } };
    await expect(read()).rejects.toMatchObject({ status: 404, reason: 'status' });
  });
});
