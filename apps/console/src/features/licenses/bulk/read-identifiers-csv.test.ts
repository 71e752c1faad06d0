import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, FILE_MESSAGES } from './bulk-license-texts';
import { readIdentifiersCsv } from './read-identifiers-csv';

const csv = (text: string) => new Blob([text], { type: 'text/csv' });

describe('readIdentifiersCsv', () => {
  it('takes the column headed "identifier", in any case and place, with quoted fields', async () => {
    const file = csv('Notes,IDENTIFIER\r\nfront,Kiosk 1\r\nback,"Kiosk, 2"\r\n,\r\nside,"Kiosk ""3"""\r\n');
    await expect(readIdentifiersCsv(file)).resolves.toEqual({
      ok: true,
      identifiers: ['Kiosk 1', 'Kiosk, 2', '', 'Kiosk "3"'],
    });
  });

  it('takes the first column when no heading names the identifier', async () => {
    await expect(readIdentifiersCsv(csv('Kiosk 1,a\nKiosk 2\n\n'))).resolves.toEqual({
      ok: true,
      identifiers: ['Kiosk 1', 'Kiosk 2'],
    });
  });

  it('drops a byte order mark and keeps each identifier on one line', async () => {
    await expect(readIdentifiersCsv(csv('\uFEFFidentifier\n"Kiosk\n1"\n'))).resolves.toEqual({
      ok: true,
      identifiers: ['Kiosk 1'],
    });
  });

  it('refuses a file too large, one that is not text, one with an open quote and one without identifiers', async () => {
    await expect(readIdentifiersCsv(csv('a'.repeat(CSV_MAX_BYTES + 1)))).resolves.toEqual({
      ok: false,
      message: FILE_MESSAGES.tooLarge,
    });
    await expect(
      readIdentifiersCsv(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d])])),
    ).resolves.toEqual({
      ok: false,
      message: FILE_MESSAGES.unreadable,
    });
    await expect(readIdentifiersCsv(csv('identifier\n"Kiosk 1\n'))).resolves.toEqual({
      ok: false,
      message: FILE_MESSAGES.unreadable,
    });
    await expect(readIdentifiersCsv(csv('identifier\n\n ,\n'))).resolves.toEqual({
      ok: false,
      message: FILE_MESSAGES.noIdentifiers,
    });
  });
});
