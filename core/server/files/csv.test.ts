import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes text, doubles quotes and neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('Budi, "B"')).toBe('"Budi, ""B"""');
    for (const f of ['=HYPERLINK("x")', '+62', '-1', '@SUM', '\tx']) expect(csvCell(f)).toBe(`"'${f.replace(/"/g, '""')}"`);
    expect(csvCell(null)).toBe('""');
  });

  it('writes numbers as they are, so an amount stays a number and a negative one is not neutralised', () => {
    expect(csvCell(1250000)).toBe('1250000');
    expect(csvCell(-5)).toBe('-5');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csvText(['Nama', 'Jumlah'], [['Ani', 7], ['=1+1', 0]])).toBe('\uFEFF"Nama","Jumlah"\r\n"Ani",7\r\n"\'=1+1",0\r\n');
  });
});
