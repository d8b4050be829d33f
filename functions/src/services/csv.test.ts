// CSV parsing (fatal vs per-row problems) and formula neutralisation of exported cells.
import { describe, expect, it } from 'vitest';
import { CsvFatalError, decodeCsv, neutraliseCell, parseCsv, toSafeCsv } from './csv';

const required = ['email', 'name'];
const optional = ['company'];

function fatalCode(text: string): string | null {
  try {
    parseCsv(text, required, optional);
    return null;
  } catch (error) {
    return error instanceof CsvFatalError ? error.code : 'other';
  }
}

describe('parseCsv', () => {
  it.each([
    ['semicolon', 'email;name\na@b.it;Anna\n'],
    ['comma', 'email,name,company\na@b.it,Anna,ACME\n'],
    ['header case and blanks', ' Email ; NAME \na@b.it;Anna'],
  ])('reads a %s file', (_label, text) => {
    const parsed = parseCsv(text, required, optional);
    expect(parsed.rows[0]?.values).toMatchObject({ email: 'a@b.it', name: 'Anna' });
    expect(parsed.rows[0]?.line).toBe(2);
  });

  it.each([
    ['', 'empty_file'],
    ['email;name\n', 'empty_file'],
    ['email\tname\na@b.it\tAnna\n', 'wrong_delimiter'],
    ['email|name\na@b.it|Anna\n', 'wrong_delimiter'],
    ['mail;name\na@b.it;Anna\n', 'bad_header'],
    ['email;name;name\na;b;c\n', 'bad_header'],
    ['email;name;shoe\na;b;c\n', 'bad_header'],
    ['email;name\n"a@b.it;Anna\n', 'malformed_csv'],
    [`email;name\n${'a@b.it;Anna\n'.repeat(20_001)}`, 'too_many_rows'],
  ])('refuses %j as a whole (%s)', (text, code) => {
    expect(fatalCode(text)).toBe(code);
  });

  it('reports a row with the wrong number of cells without refusing the file', () => {
    const parsed = parseCsv('email;name\na@b.it;Anna\nb@b.it\n', required, optional);
    expect(parsed.rows[1]?.columnCountError).toMatch(/Expected 2 cells, found 1/);
  });

  it('reads Latin-1 files and drops the UTF-8 BOM', () => {
    expect(decodeCsv(Buffer.from('\ufeffemail;name', 'utf8'))).toBe('email;name');
    expect(decodeCsv(Buffer.from('name;Niccolò', 'latin1'))).toBe('name;Niccolò');
  });
});

describe('formula neutralisation', () => {
  it.each(['=1+1', '+39 02', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it.each(['Anna', '', '1+1', 'a=b'])('keeps %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });

  it('writes CSV whose every cell is neutralised and quoted where needed', () => {
    const csv = toSafeCsv(
      ['name', 'note'],
      [
        ['=HYPERLINK("x")', 'a;b'],
        ['Anna', '@cmd'],
      ],
    );
    expect(csv).toBe('name;note\r\n"\'=HYPERLINK(""x"")";"a;b"\r\nAnna;\'@cmd');
  });
});
