import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize } from '@/ui/groups/format-file-size';
import { dateFormat, languageName, numberFormat, pluralCategory, plainSpaces } from '@/ui/i18n/plain-intl';
import { useDateFormat } from '@/ui/shared/use-date-format';
import { renderWithServices } from '../support/ui-harness';

/** Every space ICU writes that is not an ordinary one. */
const ICU_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;

afterEach(() => void vi.restoreAllMocks());

/** Counts the Intl objects of a kind made, each still made as the platform makes it. */
function spyOnMaking(kind: 'DateTimeFormat' | 'PluralRules') {
  const Made = Intl[kind] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Made(...args);
  } as never);
}

function ConferenceDates({ start, end }: { start: string; end: string }) {
  const { formatDateRange } = useDateFormat();
  return <p>{formatDateRange(start, end)}</p>;
}

describe('dates and numbers as the server and every browser draw them', () => {
  it('turns each of ICU’s fixed-width and no-break spaces into an ordinary one', () => {
    expect(plainSpaces('a\u00a0b\u2009c\u202fd\u2007e\u3000f g')).toBe('a b c d e f g');
  });

  it('draws a date range written with thin spaces (Node’s ICU) as the browsers do, with ordinary ones', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatRange').mockReturnValue('June 10\u2009–\u200913, 2027');
    await renderWithServices(<ConferenceDates start="2027-06-10" end="2027-06-13" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^June 10 – 13, 2027$/, {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole('paragraph').textContent).not.toMatch(ICU_SPACES);
  });

  it('writes a file’s size without a no-break space before its unit', () => {
    // Node's ICU puts a narrow no-break space (U+202F) before a French unit.
    expect(formatFileSize(4.5 * 1024, 'fr')).toBe('4,5 ko');
  });

  it('makes each Intl object once per locale and options, however often a render asks', () => {
    const made = spyOnMaking('DateTimeFormat');
    const date = new Date('2027-06-10T12:00:00Z');
    expect(dateFormat('de', { day: 'numeric', month: 'long' }).format(date)).toBe('10. Juni');
    expect(dateFormat('de', { day: 'numeric', month: 'long' }).format(date)).toBe('10. Juni');
    expect(dateFormat('de', { day: 'numeric', month: 'short' }).format(date)).toBe('10. Juni');
    expect(made).toHaveBeenCalledTimes(2);
    expect(dateFormat('fr', { day: 'numeric', month: 'long' }).format(date)).toBe('10 juin');
    expect(numberFormat('de').format(1300)).toBe(numberFormat('de').format(1300));
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('de', 'de')).toBe('Deutsch');
  });

  it('makes plural rules once per locale and kind, and looks each language’s name up once', () => {
    // Other files may have asked for these already (modules are shared): each is asked once before counting.
    const rules = spyOnMaking('PluralRules');
    expect(pluralCategory('fr', 'cardinal', 1)).toBe('one');
    expect(pluralCategory('en', 'ordinal', 2)).toBe('two');
    rules.mockClear();
    expect(pluralCategory('fr', 'cardinal', 2)).toBe('other');
    expect(pluralCategory('en', 'ordinal', 3)).toBe('few');
    expect(rules).not.toHaveBeenCalled();
    expect(languageName('fr', 'es')).toBe('francés');
    const lookedUp = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    expect(languageName('fr', 'es')).toBe('francés');
    expect(lookedUp).not.toHaveBeenCalled();
  });
});
