import { describe, expect, it } from 'vitest';
import { cannotStart } from '@/ui/i18n/cannot-start';

/** The one sentence the portal says before it has any catalogue: when its configuration cannot be read. */
describe('cannotStart', () => {
  it.each([
    [['de-AT', 'en'], /^Das Portal konnte nicht starten/],
    [['nl', 'fr-CA'], /^Le portail n’a pas pu démarrer/],
    [['es-419'], /^No se ha podido iniciar el portal/],
    [['nl'], /^The portal could not start/],
    [[], /^The portal could not start/],
  ])('in the first of %j the portal speaks', (wanted, expected) => {
    expect(cannotStart(wanted)).toMatch(expected);
  });
});
